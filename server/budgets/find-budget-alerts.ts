import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { currentYearMonth } from "@/lib/domain/calendar";
import { budgetLevel } from "@/lib/schemas/budgets";
import type { BudgetJson } from "@/lib/schemas/budgets";
import { listBudgets } from "@/server/budgets/list-budgets";
import { getDashboardRegime } from "@/server/users/get-dashboard-regime";

/**
 * This month's budgets at 80 % of their limit or more (the bell's alerts), fullest first, with
 * card purchases dated the way the user chose for the dashboard.
 */
export async function findBudgetAlerts(db: DbOrTx, userId: string, now: Date = new Date()): Promise<BudgetJson[]> {
  const regime = await getDashboardRegime(db, userId);
  const budgets = await listBudgets(db, userId, { ...currentYearMonth(now), regime });
  return budgets
    .filter((budget) => budgetLevel(budget) !== "ok")
    .sort((a, b) => b.percentage - a.percentage);
}
