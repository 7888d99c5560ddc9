import "server-only";
import type { Db } from "@/lib/server/db";
import { firstDay, monthOfYear } from "@/lib/domain/calendar";
import { budgets } from "@/db/schema";
import type { BudgetInput, BudgetJson } from "@/lib/schemas/budgets";
import type { DashboardRegime } from "@/lib/domain/dashboard-regime";
import { assertOwnedReferences } from "@/server/shared/assert-owned-references";
import { assertCategoryFits } from "@/server/shared/assert-category-fits";
import { budgetSeriesFor } from "@/server/budgets/budget-series";
import { listBudgets } from "@/server/budgets/list-budgets";

/**
 * PUT /budget/{categoryId}: the limit from that month on, until a later change (later months that
 * were set keep theirs); earlier months keep what they had. On a household category whose budget
 * is the household's, a member changes that one. Answers the budget as that month reads it under
 * `regime`.
 */
export async function setBudget(
  db: Db,
  userId: string,
  categoryId: string,
  { limitCents, month, year, household }: BudgetInput,
  regime: DashboardRegime = "competencia",
): Promise<BudgetJson> {
  return db.transaction(async (tx) => {
    await assertOwnedReferences(tx, userId, { categoryId });
    // A budget limits spending: a category only of receitas has none.
    await assertCategoryFits(tx, userId, categoryId, "despesa");
    const { ownerId, householdId } = await budgetSeriesFor(tx, userId, { categoryId, household });
    const startMonth = firstDay(monthOfYear(year, month));
    await tx
      .insert(budgets)
      .values({ userId: ownerId, categoryId, startMonth, limit: limitCents, householdId })
      .onConflictDoUpdate({
        target: [budgets.userId, budgets.categoryId, budgets.startMonth],
        set: { limit: limitCents, updatedAt: new Date() },
      });
    const [budget] = await listBudgets(tx, userId, { month, year, regime }, categoryId);
    if (!budget) throw new Error("budget not written");
    return budget;
  });
}
