import "server-only";
import type { Db } from "@/lib/server/db";
import type { ReportPeriod, ReportSummaryJson } from "@/lib/schemas/reports";
import { getReportSummary } from "@/server/reports/get-report-summary";
import { reportJson, reportKey } from "@/server/reports/cached-report";
import type { ReportBytes } from "@/server/reports/cached-report";

/** Every category, however many: a trip's spending is read whole. */
const ALL_CATEGORIES = 1000;

/**
 * "How much did the trip cost": the period's totals of one tag's transactions and its expense by
 * every category, computed once per change of the user's data.
 */
export function tagSpendingJson(
  db: Db,
  userId: string,
  period: ReportPeriod & { tag: string },
): Promise<ReportBytes<ReportSummaryJson>> {
  return reportJson(db, userId, reportKey("tag-spending", period), () =>
    getReportSummary(db, userId, period, ALL_CATEGORIES),
  );
}
