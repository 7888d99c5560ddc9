import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError, notFound } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import { paymentMethods } from "@/db/schema";
import { cardMessages } from "@/lib/schemas/payment-methods";
import type { PaymentMethodKind } from "@/lib/schemas/payment-methods";

/**
 * A method may draw from one of the person's own accounts: another person's is a 404, a card or a
 * method a 400, and only a method draws at all. The row is key-share locked so it stays an account.
 */
export async function assertDrawAccount(
  tx: DbOrTx,
  userId: string,
  kind: PaymentMethodKind,
  accountId: string | null,
): Promise<void> {
  if (accountId === null) return;
  if (kind !== "method") throw new AppError("bad_request", cardMessages.accountOnlyForMethods);
  const [account] = await tx
    .select({ kind: paymentMethods.kind })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, accountId), eq(paymentMethods.userId, userId)))
    .for("key share");
  if (!account) throw notFound(cardMessages.accountNotFound);
  if (account.kind !== "account") throw new AppError("bad_request", cardMessages.accountNotAnAccount);
}
