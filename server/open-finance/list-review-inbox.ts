import "server-only";
import { and, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { categories, paymentMethods, transactionTypes, transactions } from "@/db/schema";
import { payees } from "@/db/schema-payees";
import { openFinanceTransactions } from "@/db/schema-open-finance";
import type { ReviewInboxRow } from "@/lib/domain/review-groups";
import type { YearMonth } from "@/lib/domain/month-params";
import { currentYearMonth, monthBounds, monthOfYear } from "@/lib/domain/calendar";
import { findPossibleDuplicates } from "@/server/open-finance/find-possible-duplicates";
import { visibleHouseholdItemSql } from "@/server/shared/household-access";

/** The most rows one month's inbox reads; a month past it shows the newest ones first. */
export const REVIEW_INBOX_MAX_ROWS = 500;

export interface ReviewInbox {
  /** The month shown: the one asked for, else the newest month with rows waiting, else this month. */
  month: YearMonth;
  rows: ReviewInboxRow[];
  /** Every month with rows waiting, newest first. */
  months: { year: number; month: number; count: number }[];
}

const waiting = (userId: string) =>
  and(eq(openFinanceTransactions.userId, userId), eq(openFinanceTransactions.needsReview, true));

/**
 * The review inbox of a month: the rows the bank brought that wait for the person, with their
 * payee, category and where it came from, and a possible duplicate of a row they typed.
 */
export async function listReviewInbox(db: DbOrTx, userId: string, asked: YearMonth | null): Promise<ReviewInbox> {
  const monthOf = sql<string>`to_char(${transactions.transactionDate}, 'YYYY-MM')`;
  const months = await db
    .select({ key: monthOf, count: count() })
    .from(openFinanceTransactions)
    .innerJoin(transactions, and(eq(transactions.id, openFinanceTransactions.transactionId), eq(transactions.userId, userId)))
    .where(waiting(userId))
    .groupBy(monthOf)
    .orderBy(desc(monthOf));
  const listed = months.map(({ key, count: total }) => {
    const [year, month] = key.split("-").map(Number) as [number, number];
    return { year, month, count: total };
  });
  const newest = listed[0];
  const month = asked ?? (newest ? { year: newest.year, month: newest.month } : currentYearMonth());
  const { start, end } = monthBounds(monthOfYear(month.year, month.month));
  const rows = await db
    .select({
      transactionId: transactions.id,
      description: transactions.description,
      date: transactions.transactionDate,
      valor: transactions.valor,
      type: transactionTypes.transactionType,
      categoryId: transactions.categoryId,
      categoryName: categories.name,
      categorySource: transactions.categorySource,
      bankCategory: openFinanceTransactions.pluggyCategory,
      payeeId: transactions.payeeId,
      payeeName: payees.name,
      paymentMethodId: transactions.paymentMethodId,
      paymentMethodName: paymentMethods.name,
    })
    .from(openFinanceTransactions)
    .innerJoin(transactions, and(eq(transactions.id, openFinanceTransactions.transactionId), eq(transactions.userId, userId)))
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .leftJoin(categories, and(eq(categories.id, transactions.categoryId), visibleHouseholdItemSql(userId, categories)))
    .leftJoin(payees, and(eq(payees.id, transactions.payeeId), eq(payees.userId, userId)))
    .leftJoin(paymentMethods, and(eq(paymentMethods.id, transactions.paymentMethodId), eq(paymentMethods.userId, userId)))
    .where(and(waiting(userId), gte(transactions.transactionDate, start), lt(transactions.transactionDate, end)))
    .orderBy(desc(transactions.transactionDate), desc(transactions.id))
    .limit(REVIEW_INBOX_MAX_ROWS);
  const inbox = rows.map(({ valor, type, ...row }) => ({
    ...row,
    type: type === "receita" ? ("receita" as const) : ("despesa" as const),
    amountCents: valor,
  }));
  const duplicates = await findPossibleDuplicates(db, userId, inbox);
  return {
    month,
    rows: inbox.map((row) => ({ ...row, possibleDuplicateOf: duplicates.get(row.transactionId) ?? null })),
    months: listed,
  };
}
