import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { categories, paymentMethods, transactionTypes, transactions } from "@/db/schema";
import { openFinanceTransactions } from "@/db/schema-open-finance";
import type { ReviewRowJson } from "@/lib/schemas/open-finance-review";
import { findPossibleDuplicates } from "@/server/open-finance/find-possible-duplicates";
import { visibleHouseholdItemSql } from "@/server/shared/household-access";

export const REVIEW_PAGE_SIZE = 20;

export interface ReviewPage {
  rows: ReviewRowJson[];
  page: number;
  pageCount: number;
  total: number;
}

const waiting = (userId: string) =>
  and(eq(openFinanceTransactions.userId, userId), eq(openFinanceTransactions.needsReview, true));

/** How many rows the bank brought that the person has not reviewed yet. */
export async function countReviewRows(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(openFinanceTransactions).where(waiting(userId));
  return row?.total ?? 0;
}

/** One page of the rows waiting for review ("A revisar"), newest first; a page past the end is the last one. */
export async function listReviewRows(db: DbOrTx, userId: string, page: number): Promise<ReviewPage> {
  const total = await countReviewRows(db, userId);
  const pageCount = Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .select({
      transactionId: transactions.id,
      description: transactions.description,
      rawDescription: openFinanceTransactions.rawDescription,
      counterparty: openFinanceTransactions.counterparty,
      date: transactions.transactionDate,
      valor: transactions.valor,
      type: transactionTypes.transactionType,
      categoryId: transactions.categoryId,
      categoryName: categories.name,
      paymentMethodId: transactions.paymentMethodId,
      paymentMethodName: paymentMethods.name,
      status: openFinanceTransactions.status,
      reconciled: openFinanceTransactions.reconciled,
    })
    .from(openFinanceTransactions)
    .innerJoin(
      transactions,
      and(eq(transactions.id, openFinanceTransactions.transactionId), eq(transactions.userId, userId)),
    )
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .leftJoin(categories, and(eq(categories.id, transactions.categoryId), visibleHouseholdItemSql(userId, categories)))
    .leftJoin(
      paymentMethods,
      and(eq(paymentMethods.id, transactions.paymentMethodId), eq(paymentMethods.userId, userId)),
    )
    .where(waiting(userId))
    .orderBy(desc(transactions.transactionDate), desc(transactions.createdAt), desc(transactions.id))
    .limit(REVIEW_PAGE_SIZE)
    .offset((current - 1) * REVIEW_PAGE_SIZE);
  const listed = rows.map(({ valor, status, ...row }) => ({
    ...row,
    amountCents: valor,
    pending: status === "PENDING",
  }));
  const duplicates = await findPossibleDuplicates(db, userId, listed);
  return {
    rows: listed.map((row) => ({ ...row, possibleDuplicateOf: duplicates.get(row.transactionId) ?? null })),
    page: current,
    pageCount,
    total,
  };
}
