import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { monthBounds, monthOfYear, monthRange, splitMonth } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import type { DashboardRegime } from "@/lib/domain/dashboard-regime";
import type { ReportPeriod, YearMonthJson } from "@/lib/schemas/reports";
import type { TransactionTypeName } from "@/db/schema";
import { transactions } from "@/db/schema";
import { accountingDay, inAccountingPeriod } from "@/server/shared/accounting-day";
import { tagCondition } from "@/server/shared/transaction-tag-sql";

/** The period as days: `[first day of from, first day after to)`. */
export function periodBounds({ from, to }: ReportPeriod): { start: Day; end: Day } {
  return { start: monthBounds(monthOfYear(from.year, from.month)).start, end: monthBounds(monthOfYear(to.year, to.month)).end };
}

/** Every month of the period, in order. */
export function periodMonths({ from, to }: ReportPeriod): YearMonthJson[] {
  return monthRange(monthOfYear(from.year, from.month), monthOfYear(to.year, to.month)).map(splitMonth);
}

/**
 * The user's transactions the reports read: those whose accounting day (the date, or under caixa a
 * card item's fatura month) falls in the period, and that carry the period's tag when it names one.
 * Every report query starts from this condition.
 */
export function reportScope(userId: string, period: ReportPeriod): SQL {
  const { start, end } = periodBounds(period);
  return and(
    eq(transactions.userId, userId),
    inAccountingPeriod(period.regime ?? "competencia", start, end),
    tagCondition(userId, period.tag),
  ) as SQL;
}

/**
 * The month a transaction counts in, to group by: the first instant of its accounting day's month,
 * as a timestamp without zone (cheaper per row than formatting text, and free of the session's zone).
 */
export function reportMonth(regime: DashboardRegime = "competencia"): SQL<string> {
  return sql<string>`date_trunc('month', (${accountingDay(regime)})::timestamp)`;
}

/** A grouped `reportMonth` as `YYYY-MM` text (formatted once per group, not per row). */
export const monthText = (month: SQL) => sql<string>`to_char(${month}, 'YYYY-MM')`;

/** `year-month` → the key `monthText` writes. */
export const monthKey = ({ year, month }: YearMonthJson) => monthOfYear(year, month);

/** The row is of this type: its id compared with a constant read once per query, no join per row. */
export function isType(type: TransactionTypeName): SQL {
  return sql`${transactions.transactionTypeId} = (select id from transaction_types where transaction_type = ${type})`;
}
