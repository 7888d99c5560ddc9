import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { reaisToCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { budgetLevel } from "@/lib/schemas/budgets";
import { findBudgetAlerts } from "@/server/budgets/find-budget-alerts";

export interface BudgetOverLimit {
  categoryId: string;
  categoryName: string;
  spentCents: Cents;
  limitCents: Cents;
  /** Whole percent of the limit spent, 100 or more. */
  percentage: number;
}

/**
 * This month's budgets that reached their limit (the same "exceeded" the screens paint red),
 * fullest first: the bell's alerts, in the regime the user chose, without those only at 80 %.
 */
export async function findBudgetsOverLimit(db: DbOrTx, userId: string, now: Date): Promise<BudgetOverLimit[]> {
  const alerts = await findBudgetAlerts(db, userId, now);
  return alerts
    .filter((budget) => budgetLevel(budget) === "exceeded")
    .map((budget) => ({
      categoryId: budget.categoryId,
      categoryName: budget.categoryName,
      spentCents: reaisToCents(budget.spent),
      limitCents: reaisToCents(budget.limit),
      percentage: budget.percentage,
    }));
}
