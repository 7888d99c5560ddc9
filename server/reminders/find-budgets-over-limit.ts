import "server-only";
import type { DbOrTx } from "@/lib/server/db";

export interface BudgetOverLimit {
  categoryName: string;
  spentCents: number;
  limitCents: number;
  /** Whole percent of the limit spent, over 100. */
  percentage: number;
}

/**
 * The budgets of the current month spent past 100%. Budgets are read through their own use case
 * once it exists; until then there is nothing to report.
 */
export async function findBudgetsOverLimit(_db: DbOrTx, _userId: string, _now: Date): Promise<BudgetOverLimit[]> {
  return [];
}
