import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import type { recurringPayments } from "@/db/schema";
import { accessPaymentMethod } from "@/server/shared/household-access";

/**
 * Whose row a bill's expense is, and the account it is paid from. The payer's own bill: theirs,
 * from the bill's account, as always. A member paying the household's bill: from the bill's account
 * when it is shared with them "Ver e lançar" (the row is then that account's owner's, as every row
 * of a shared account), else their own row with no account.
 */
export async function billExpenseOwner(
  tx: DbOrTx,
  payerId: string,
  bill: Pick<typeof recurringPayments.$inferSelect, "userId" | "paymentMethodId">,
): Promise<{ userId: string; paymentMethodId: string | null }> {
  if (bill.userId === payerId || !bill.paymentMethodId) return { userId: payerId, paymentMethodId: bill.paymentMethodId };
  try {
    const account = await accessPaymentMethod(tx, { userId: payerId, id: bill.paymentMethodId, mode: "write", notFoundMessage: "" });
    return { userId: account.ownerId, paymentMethodId: account.id };
  } catch (error) {
    if (error instanceof AppError) return { userId: payerId, paymentMethodId: null };
    throw error;
  }
}
