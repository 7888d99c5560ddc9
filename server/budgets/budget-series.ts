import "server-only";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { budgets } from "@/db/schema";
import { assertMayWriteShared, membershipOf, visibleHouseholdItemSql } from "@/server/shared/household-access";
import { assertHouseholdCategory, assertMayMakePersonal, householdIdFor } from "@/server/shared/household-items";
import { budgetMessages } from "@/lib/schemas/budgets";

/** Whose rows a category's budget is written in, and whether it is the household's. */
export interface BudgetSeries {
  ownerId: string;
  householdId: string | null;
}

/**
 * The budget a write by `userId` on `categoryId` changes: their own, else the household's (kept
 * in its creator's rows; a "Só ver" member gets a 403), else a new one of theirs. `household`
 * (absent: as it is) moves it into the household or, by its owner only, out of it; a household
 * budget needs a household category, and one per category.
 */
export async function budgetSeriesFor(
  tx: DbOrTx,
  userId: string,
  { categoryId, household }: { categoryId: string; household?: boolean },
): Promise<BudgetSeries> {
  const [current] = await tx
    .select({ ownerId: budgets.userId, householdId: budgets.householdId })
    .from(budgets)
    .where(and(eq(budgets.categoryId, categoryId), visibleHouseholdItemSql(userId, budgets)))
    .orderBy(desc(sql`${budgets.userId} = ${userId}`))
    .limit(1);
  if (current && current.ownerId !== userId) {
    assertMayWriteShared(await membershipOf(tx, userId));
    assertMayMakePersonal(household, false);
    return current;
  }
  const chosen = await householdIdFor(tx, userId, household);
  const householdId = chosen === undefined ? (current?.householdId ?? null) : chosen;
  if (householdId !== null && householdId !== current?.householdId) {
    await assertHouseholdCategory(tx, { categoryId, householdId });
    const [taken] = await tx
      .select({ id: budgets.id })
      .from(budgets)
      .where(and(eq(budgets.categoryId, categoryId), eq(budgets.householdId, householdId), ne(budgets.userId, userId)))
      .limit(1);
    if (taken) throw new AppError("conflict", budgetMessages.householdTaken);
  }
  if (current && householdId !== current.householdId) {
    await tx
      .update(budgets)
      .set({ householdId, updatedAt: new Date() })
      .where(and(eq(budgets.userId, userId), eq(budgets.categoryId, categoryId)));
  }
  return { ownerId: userId, householdId };
}
