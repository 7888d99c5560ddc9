import "server-only";
import { PAYMENT_METHOD_NOT_FOUND } from "@/lib/schemas/payment-methods";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { accountBankDetails, paymentMethods } from "@/db/schema";
import { AppError, notFound } from "@/lib/errors";
import { taxMessages } from "@/lib/schemas/tax";
import type { BankDetailsInput, BankDetailsJson } from "@/lib/schemas/tax";
import { getBankDetails } from "@/server/tax/get-bank-details";

/**
 * PATCH /payment-method/{id}/bank-details: the account's bank, branch, number, institution CNPJ,
 * joint flag and group-code for Bens e Direitos (the fix of the pendência "Adicione banco, agência
 * e número da conta…"). Only an account holds them (400); another person's is a 404.
 */
export async function setBankDetails(db: Db, userId: string, id: string, input: BankDetailsInput): Promise<BankDetailsJson> {
  return db.transaction(async (tx) => {
    const [method] = await tx
      .select({ kind: paymentMethods.kind })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
      .for("update");
    if (!method) throw notFound(PAYMENT_METHOD_NOT_FOUND);
    if (method.kind !== "account") throw new AppError("bad_request", taxMessages.bankDetailsNotAccount);
    const values = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    await tx
      .insert(accountBankDetails)
      .values({ paymentMethodId: id, userId, ...values })
      .onConflictDoUpdate({ target: accountBankDetails.paymentMethodId, set: { ...values, updatedAt: new Date() } });
    return getBankDetails(tx, userId, id);
  });
}
