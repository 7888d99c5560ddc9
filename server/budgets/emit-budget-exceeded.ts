import "server-only";
import { currentYearMonth } from "@/lib/domain/calendar";
import type { Db } from "@/lib/server/db";
import { budgetLevel } from "@/lib/schemas/budgets";
import { emitEvent } from "@/server/shared/emit-event";
import { findBudgetAlerts } from "@/server/budgets/find-budget-alerts";

/**
 * After a write that may have raised this month's spending: `budget.exceeded` for each budget at or
 * over its limit, once per budget and month (the delivery's dedupe key). Costs one read for a
 * person without a webhook for it.
 */
export function emitBudgetExceeded(db: Db, userId: string, now: Date = new Date()): Promise<void> {
  return emitEvent(
    db,
    userId,
    "budget.exceeded",
    async () => {
      const { year, month } = currentYearMonth(now);
      const period = `${year}-${String(month).padStart(2, "0")}`;
      const budgets = await findBudgetAlerts(db, userId, now);
      return budgets
        .filter((budget) => budgetLevel(budget) === "exceeded")
        .map((budget) => ({
          data: { budget: { ...budget, month: period } },
          dedupeKey: `budget:${budget.categoryId}:${period}`,
        }));
    },
    now,
  );
}
