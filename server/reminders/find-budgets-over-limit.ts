import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { currentYearMonth } from "@/lib/dates";
import { decimalToCents } from "@/lib/money";
import { budgetLevel } from "@/lib/schemas/budgets";
import { listBudgets } from "@/server/budgets/list-budgets";

export interface BudgetOverLimit {
  categoryName: string;
  spentCents: number;
  limitCents: number;
  /** Whole percent of the limit spent, 100 or more. */
  percentage: number;
}

/** This month's budgets that reached their limit (the same "exceeded" the screens paint red), fullest first. */
export async function findBudgetsOverLimit(db: DbOrTx, userId: string, now: Date): Promise<BudgetOverLimit[]> {
  const budgets = await listBudgets(db, userId, currentYearMonth(now));
  return budgets
    .filter((budget) => budgetLevel(budget) === "exceeded")
    .sort((a, b) => b.percentage - a.percentage)
    .map((budget) => ({
      categoryName: budget.categoryName,
      spentCents: decimalToCents(budget.spent),
      limitCents: decimalToCents(budget.limit),
      percentage: budget.percentage,
    }));
}
