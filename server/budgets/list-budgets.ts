import "server-only";
import { and, asc, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { preparedStatement } from "@/lib/server/prepared";
import { firstDay, monthOfYear } from "@/lib/domain/calendar";
import { ZERO_CENTS, centsToReais, subtractCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import type { DashboardMonth } from "@/lib/domain/dashboard-regime";
import { budgets, categories } from "@/db/schema";
import type { BudgetJson } from "@/lib/schemas/budgets";
import { categorySpending } from "@/server/budgets/category-spending";
import { householdItemAccessSql, visibleHouseholdItemSql } from "@/server/shared/household-access";

/**
 * Each category's limit in force in the month starting at the placeholder `start`, among the
 * budgets the user sees (their own and their household's; their own first when a household
 * category has both); `only` narrows it.
 */
function budgetsInForce(db: DbOrTx, only?: SQL) {
  const userId = sql.placeholder("userId");
  const inForce = db
    .selectDistinctOn([budgets.categoryId], {
      id: budgets.id,
      categoryId: budgets.categoryId,
      limit: budgets.limit,
      ownerId: budgets.userId,
      householdId: budgets.householdId,
      access: householdItemAccessSql(userId, budgets).as("access"),
    })
    .from(budgets)
    .where(and(visibleHouseholdItemSql(userId, budgets), lte(budgets.startMonth, sql.placeholder("start")), only))
    .orderBy(budgets.categoryId, desc(sql`${budgets.userId} = ${userId}`), desc(budgets.startMonth))
    .as("in_force");
  return db
    .select({
      id: inForce.id,
      categoryId: categories.id,
      name: categories.name,
      color: categories.color,
      limit: sql<Cents>`${inForce.limit}`.mapWith(budgets.limit),
      ownerId: inForce.ownerId,
      householdId: inForce.householdId,
      access: inForce.access,
    })
    .from(inForce)
    .innerJoin(categories, and(eq(categories.id, inForce.categoryId), visibleHouseholdItemSql(userId, categories)))
    .where(isNotNull(inForce.limit))
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
}

const everyBudget = preparedStatement("budgets_in_force", (db, name) =>
  budgetsInForce(db).prepare(name),
);
const oneBudget = preparedStatement("budget_in_force", (db, name) =>
  budgetsInForce(db, eq(budgets.categoryId, sql.placeholder("categoryId"))).prepare(name),
);

/**
 * GET /budget?month&year: each category's limit in force that month (the latest change made on or
 * before it; a null limit means it was ended), with what the month spent in it (card purchases
 * dated by `month.regime`, competência when absent): the user's rows, or for a budget "da casa"
 * the household's. Sorted by category name. `categoryId` narrows it to one category.
 */
export async function listBudgets(
  db: DbOrTx,
  userId: string,
  month: DashboardMonth,
  categoryId?: string,
): Promise<BudgetJson[]> {
  const start = firstDay(monthOfYear(month.year, month.month));
  const [rows, own] = await Promise.all([
    categoryId
      ? oneBudget(db).execute({ userId, start, categoryId })
      : everyBudget(db).execute({ userId, start }),
    categorySpending(db, userId, month),
  ]);
  const household = rows.some((row) => row.householdId)
    ? await categorySpending(db, userId, month, "household")
    : own;
  return rows.map((row) => {
    const limitCents = row.limit;
    const spentCents = (row.householdId ? household : own).get(row.categoryId) ?? ZERO_CENTS;
    return {
      _id: row.id,
      categoryId: row.categoryId,
      categoryName: row.name,
      color: row.color,
      limit: centsToReais(limitCents),
      spent: centsToReais(spentCents),
      remaining: centsToReais(subtractCents(limitCents, spentCents)),
      // A month whose estornos outweigh its purchases spent less than nothing: the bar is empty.
      percentage: Math.max(0, Math.round((spentCents * 100) / limitCents)),
      household: row.householdId !== null,
      ownerId: row.ownerId,
      access: row.access,
    };
  });
}
