import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { transactionTypes, transactions } from "@/db/schema";
import { openFinanceTransactions } from "@/db/schema-open-finance";

/**
 * The person's bank rows among `ids` (with what a review decision needs of each), locked with their
 * bank side until the caller's transaction ends; `onlyWaiting` keeps those still waiting for review.
 */
export function lockBankRows(tx: DbOrTx, userId: string, ids: string[], { onlyWaiting = false } = {}) {
  const waiting: SQL | undefined = onlyWaiting ? eq(openFinanceTransactions.needsReview, true) : undefined;
  return tx
    .select({
      transactionId: transactions.id,
      paymentMethodId: transactions.paymentMethodId,
      valor: transactions.valor,
      date: transactions.transactionDate,
      description: transactions.description,
      type: transactionTypes.transactionType,
    })
    .from(openFinanceTransactions)
    .innerJoin(
      transactions,
      and(eq(transactions.id, openFinanceTransactions.transactionId), eq(transactions.userId, userId)),
    )
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .where(and(eq(openFinanceTransactions.userId, userId), waiting, inArray(openFinanceTransactions.transactionId, ids)))
    .for("update", { of: [transactions, openFinanceTransactions] });
}
