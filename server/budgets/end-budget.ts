import "server-only";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { firstDay, monthOfYear } from "@/lib/domain/calendar";
import { budgets } from "@/db/schema";
import type { MonthQuery } from "@/lib/schemas/month-query";
import { assertOwnedReferences } from "@/server/shared/assert-owned-references";
import { budgetSeriesFor } from "@/server/budgets/budget-series";

/**
 * DELETE /budget/{categoryId}?month&year: no limit from that month on (later changes go too);
 * earlier months keep theirs. Ending a budget that was not in force changes nothing. A member ends
 * the household's budget of a household category (not a "Só ver" one: 403).
 */
export async function endBudget(
  db: Db,
  userId: string,
  categoryId: string,
  { month, year }: MonthQuery,
): Promise<void> {
  await db.transaction(async (tx) => {
    await assertOwnedReferences(tx, userId, { categoryId });
    const { ownerId, householdId } = await budgetSeriesFor(tx, userId, { categoryId });
    const startMonth = firstDay(monthOfYear(year, month));
    const series = and(eq(budgets.userId, ownerId), eq(budgets.categoryId, categoryId));
    await tx.delete(budgets).where(and(series, gt(budgets.startMonth, startMonth)));
    await tx
      .insert(budgets)
      .values({ userId: ownerId, categoryId, startMonth, limit: null, householdId })
      .onConflictDoUpdate({
        target: [budgets.userId, budgets.categoryId, budgets.startMonth],
        set: { limit: null, updatedAt: new Date() },
      });
  });
}
