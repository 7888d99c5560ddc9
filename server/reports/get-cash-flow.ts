import "server-only";
import type { Db, DbOrTx } from "@/lib/server/db";
import { transactions } from "@/db/schema";
import type { CashFlowMonthJson, ReportPeriod } from "@/lib/schemas/reports";
import { addFigures, figureColumns, figureKeys, noFigures, toFigures } from "@/server/reports/report-figures";
import { monthKey, monthText, periodMonths, reportMonth, reportScope } from "@/server/reports/report-scope";
import { reportJson, reportKey } from "@/server/reports/cached-report";
import type { ReportBytes } from "@/server/reports/cached-report";

/**
 * GET /reports/cash-flow: one row per month of the period, months without data included, with
 * revenue, expense, balance (revenue − expense) and what went into objectives. One grouped scan.
 */
export async function getCashFlow(db: DbOrTx, userId: string, period: ReportPeriod): Promise<CashFlowMonthJson[]> {
  const month = reportMonth(period.regime);
  const rows = await db
    .select({ month: monthText(month), ...figureColumns })
    .from(transactions)
    .where(reportScope(userId, period))
    .groupBy(month, ...figureKeys);
  const byMonth = new Map<string, ReturnType<typeof noFigures>>();
  for (const row of rows) byMonth.set(row.month, addFigures(byMonth.get(row.month) ?? noFigures(), row));
  return periodMonths(period).map((m) => ({ ...m, ...toFigures(byMonth.get(monthKey(m)) ?? noFigures()) }));
}

/** The same as JSON, computed once per change of the user's data (see cached-report). */
export function cashFlowJson(db: Db, userId: string, period: ReportPeriod): Promise<ReportBytes<CashFlowMonthJson[]>> {
  return reportJson(db, userId, reportKey("cash-flow", period), () => getCashFlow(db, userId, period));
}
