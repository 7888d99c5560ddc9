import "server-only";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { monthBounds, toDay } from "@/lib/dates";
import type { ReportPeriod } from "@/lib/schemas/reports";
import { transactions } from "@/db/schema";

/** The period as days: `[first day of from, first day after to)`. */
export function periodBounds({ from, to }: ReportPeriod): { start: string; end: string; lastMonth: string } {
  return {
    start: monthBounds(from.year, from.month).start,
    end: monthBounds(to.year, to.month).end,
    lastMonth: toDay(to.year, to.month, 1),
  };
}

/**
 * The user's transactions the reports read: those dated in the period. Every report query starts
 * from this condition, so another way of dating (a card purchase by its fatura) changes one place.
 */
export function reportScope(userId: string, period: ReportPeriod): SQL {
  const { start, end } = periodBounds(period);
  return and(
    eq(transactions.userId, userId),
    gte(transactions.transactionDate, start),
    lt(transactions.transactionDate, end),
  ) as SQL;
}

/** The first day of the month a transaction falls in, as `YYYY-MM-DD` text (the reports' month key). */
export const transactionMonth = sql<string>`to_char(${transactions.transactionDate}, 'YYYY-MM-01')`;
