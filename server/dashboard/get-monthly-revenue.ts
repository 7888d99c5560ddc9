import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { centsToReais } from "@/lib/format/money";
import type { DashboardMonth } from "@/lib/domain/dashboard-regime";
import type { MonthlyRevenueJson } from "@/lib/schemas/dashboard";
import { percentageChange } from "@/lib/domain/percentage-change";
import { getMonthSummary } from "@/server/dashboard/get-month-summary";
import type { MonthSummary } from "@/server/dashboard/get-month-summary";

/** The month's income and how it compares with the month before. */
export function monthlyRevenue({ current, previous }: MonthSummary): MonthlyRevenueJson {
  return {
    currentMonthRevenue: centsToReais(current.receita),
    percentageIncreaseFromLastMonth: percentageChange(current.receita, previous.receita),
  };
}

export async function getMonthlyRevenue(
  db: DbOrTx,
  userId: string,
  month: DashboardMonth,
): Promise<MonthlyRevenueJson> {
  return monthlyRevenue(await getMonthSummary(db, userId, month));
}
