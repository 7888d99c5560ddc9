import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { currentYearMonth } from "@/lib/dates";
import { budgetLevel } from "@/lib/schemas/budgets";
import type { BudgetJson } from "@/lib/schemas/budgets";
import { listBudgets } from "@/server/budgets/list-budgets";

/** This month's budgets at 80 % of their limit or more (the bell's and the dashboard's alerts), fullest first. */
export async function findBudgetAlerts(db: DbOrTx, userId: string, now: Date = new Date()): Promise<BudgetJson[]> {
  const budgets = await listBudgets(db, userId, currentYearMonth(now));
  return budgets
    .filter((budget) => budgetLevel(budget) !== "ok")
    .sort((a, b) => b.percentage - a.percentage);
}
