import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { openFinanceTransactions, transactions, transactionTypes } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/errors";
import { reviewMessages } from "@/lib/schemas/open-finance-review";
import { refreshCardStatement } from "@/server/cards";
import type { Day } from "@/lib/domain/calendar";

/**
 * "Já lancei isso": the bank row `bankId` is the person's row `ownId`. The two become one, the
 * person's: their category, description, tags and receipts stay; the bank's id and day are added
 * (a parcela keeps its day), and a row without a payment method takes the account's. The bank's
 * transaction goes. The person's row must be theirs (else 404), of the same direction and not
 * already linked to a bank row.
 */
export async function mergeBankRowInto(
  tx: DbOrTx,
  userId: string,
  bank: { transactionId: string; date: Day; type: string; paymentMethodId: string | null },
  ownId: string,
): Promise<void> {
  if (ownId === bank.transactionId) throw new AppError("bad_request", reviewMessages.duplicateOfItself);
  const [own] = await tx
    .select({
      groupId: transactions.installmentGroupId,
      paymentMethodId: transactions.paymentMethodId,
      linked: sql<boolean>`exists (select 1 from ${openFinanceTransactions} where ${openFinanceTransactions.transactionId} = ${transactions.id})`,
      type: transactionTypes.transactionType,
    })
    .from(transactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .where(and(eq(transactions.id, ownId), eq(transactions.userId, userId)))
    .for("update", { of: transactions });
  if (!own) throw notFound(reviewMessages.duplicateNotFound);
  if (own.linked) throw new AppError("conflict", reviewMessages.duplicateLinked);
  if (own.type !== bank.type) throw new AppError("bad_request", reviewMessages.duplicateOtherType);
  const mine = and(eq(transactions.id, ownId), eq(transactions.userId, userId));
  await tx
    .update(transactions)
    .set({
      ...(own.groupId ? {} : { transactionDate: bank.date }),
      paymentMethodId: own.paymentMethodId ?? bank.paymentMethodId,
    })
    .where(mine);
  await tx
    .update(openFinanceTransactions)
    .set({ transactionId: ownId, reconciled: true, needsReview: false })
    .where(and(eq(openFinanceTransactions.transactionId, bank.transactionId), eq(openFinanceTransactions.userId, userId)));
  await tx.delete(transactions).where(and(eq(transactions.id, bank.transactionId), eq(transactions.userId, userId)));
  if (!own.groupId) await refreshCardStatement(tx, userId, ownId);
}
