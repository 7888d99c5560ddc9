import "server-only";
import { PAYMENT_METHOD_NOT_FOUND } from "@/lib/schemas/payment-methods";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { accountBankDetails, paymentMethods } from "@/db/schema";
import { notFound } from "@/lib/errors";
import type { BankDetailsJson } from "@/lib/schemas/tax";

/** GET /payment-method/{id}/bank-details: the account's registration at its bank (nulls while unknown). */
export async function getBankDetails(db: DbOrTx, userId: string, id: string): Promise<BankDetailsJson> {
  const [row] = await db
    .select({ id: paymentMethods.id, details: accountBankDetails })
    .from(paymentMethods)
    .leftJoin(
      accountBankDetails,
      and(eq(accountBankDetails.paymentMethodId, paymentMethods.id), eq(accountBankDetails.userId, userId)),
    )
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)));
  if (!row) throw notFound(PAYMENT_METHOD_NOT_FOUND);
  const details = row.details;
  return {
    paymentMethodId: id,
    bankCode: details?.bankCode ?? null,
    branch: details?.branch ?? null,
    accountNumber: details?.accountNumber ?? null,
    institutionDocument: details?.institutionDocument ?? null,
    joint: details?.joint ?? false,
    taxCode: details?.taxCode ?? null,
  };
}
