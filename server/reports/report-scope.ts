import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { monthBounds, toDay } from "@/lib/dates";
import type { DashboardRegime } from "@/lib/dashboard-regime";
import type { ReportPeriod } from "@/lib/schemas/reports";
import { transactions } from "@/db/schema";
import { accountingDay, inAccountingPeriod } from "@/server/shared/accounting-day";

/** The period as days: `[first day of from, first day after to)`. */
export function periodBounds({ from, to }: ReportPeriod): { start: string; end: string; lastMonth: string } {
  return {
    start: monthBounds(from.year, from.month).start,
    end: monthBounds(to.year, to.month).end,
    lastMonth: toDay(to.year, to.month, 1),
  };
}

/**
 * The user's transactions the reports read: those whose accounting day (the date, or under caixa a
 * card item's fatura month) falls in the period. Every report query starts from this condition.
 */
export function reportScope(userId: string, period: ReportPeriod): SQL {
  const { start, end } = periodBounds(period);
  return and(eq(transactions.userId, userId), inAccountingPeriod(period.regime ?? "competencia", start, end)) as SQL;
}

/** The first day of the month a transaction counts in, as `YYYY-MM-DD` text (the reports' month key). */
export function transactionMonth(regime: DashboardRegime = "competencia"): SQL<string> {
  return sql<string>`to_char(${accountingDay(regime)}, 'YYYY-MM-01')`;
}
