import "server-only";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { transactions } from "@/db/schema";
import { openFinanceTransactions } from "@/db/schema-open-finance";
import { reviewGroupMessages } from "@/lib/schemas/open-finance-review-groups";
import type { ReviewGroupInput, ReviewGroupResult } from "@/lib/schemas/open-finance-review-groups";
import { assertCategoryFits } from "@/server/shared/assert-category-fits";
import { lockBankRows } from "@/server/open-finance/lock-bank-rows";
import { turnBankRowIntoTransfer } from "@/server/open-finance/turn-bank-row-into-transfer";
import { learnFromRecategorisation } from "@/server/categorisation/learn-from-recategorisation";
import { emitTransactionEvents, emitTransactionsDeleted } from "@/server/transactions/emit-transaction-events";

/**
 * Decides a group of the review inbox at once, in one database transaction: "Confirmar" keeps
 * each row's category and makes it the person's (categorySource 'person'), "categorise" gives
 * every row one category, "transfer" turns every row into a transfer to one of the person's
 * accounts. Every id must be one of the person's bank rows still waiting for review; otherwise
 * 404 and nothing is written. Once it commits: a row whose category (or its source) changed is a
 * `transaction.updated` event, a row turned into a transfer (gone) a `transaction.deleted` one.
 */
export async function reviewGroups(db: Db, userId: string, input: ReviewGroupInput): Promise<ReviewGroupResult> {
  const ids = input.transactionIds;
  const { updated, deleted } = await db.transaction(async (tx): Promise<{ updated: string[]; deleted: string[] }> => {
    const rows = await lockBankRows(tx, userId, ids, { onlyWaiting: true });
    if (rows.length !== ids.length) throw notFound(reviewGroupMessages.notFound);

    const mine = and(eq(transactions.userId, userId), inArray(transactions.id, ids));
    const reviewed = and(eq(openFinanceTransactions.userId, userId), inArray(openFinanceTransactions.transactionId, ids));
    if (input.action === "confirm") {
      const confirmed = await tx
        .update(transactions)
        .set({ categorySource: "person" })
        .where(and(mine, isNotNull(transactions.categoryId), sql`${transactions.categorySource} is distinct from 'person'`))
        .returning({ id: transactions.id });
      await tx.update(openFinanceTransactions).set({ needsReview: false }).where(reviewed);
      return { updated: confirmed.map((row) => row.id), deleted: [] };
    }
    if (input.action === "categorise") {
      for (const type of new Set(rows.map((row) => row.type))) {
        await assertCategoryFits(tx, userId, input.categoryId, type);
      }
      await tx.update(transactions).set({ categoryId: input.categoryId, categorySource: "person" }).where(mine);
      await tx.update(openFinanceTransactions).set({ needsReview: false, editedByUser: true }).where(reviewed);
      await learnFromRecategorisation(tx, userId, ids, input.categoryId);
      return { updated: rows.map((row) => row.transactionId), deleted: [] };
    }
    for (const row of rows) {
      await turnBankRowIntoTransfer(tx, userId, row, input.toPaymentMethodId);
    }
    return { updated: [], deleted: rows.map((row) => row.transactionId) };
  });
  await emitTransactionEvents(db, userId, "transaction.updated", updated);
  await emitTransactionsDeleted(db, userId, deleted);
  return { action: input.action, count: ids.length };
}
