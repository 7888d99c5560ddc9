import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/format/dates";
import { countedMonth } from "@/lib/domain/month-so-far";
import { centsToReais, numericToCents } from "@/lib/format/money";
import { categories, transactions, transactionTypes } from "@/db/schema";
import { percentageShare } from "@/lib/domain/percentage-change";
import { UNCATEGORIZED_COLOR, UNCATEGORIZED_NAME } from "@/lib/schemas/dashboard";
import type { CategoryExpenseJson } from "@/lib/schemas/dashboard";
import { countsAsCashFlow } from "@/server/shared/cash-flow-condition";
import { inAccountingPeriod } from "@/server/shared/accounting-day";
import { cachedValueForListVersion } from "@/server/shared/versioned-cache";
import type { DashboardMonth } from "@/lib/domain/dashboard-regime";

/**
 * The month's expense up to today by category, largest first, with transactions without a category as one
 * 'Sem categoria' group; `percentage` is the share of the month's expense (one decimal).
 */
export async function getCategoryExpenses(
  db: DbOrTx,
  userId: string,
  { year, month, regime = "competencia" }: DashboardMonth,
  today: string = todayInSaoPaulo(),
): Promise<CategoryExpenseJson[]> {
  // Only the user's transactions and their categories' names and colours shape it, all of which
  // move the list version: kept until the user's data changes (or the day turns).
  return cachedValueForListVersion<CategoryExpenseJson[]>(
    db,
    userId,
    `category-expenses:${year}-${month}:${regime}:${today}`,
    () => groupExpenses(db, userId, { year, month, regime }, today),
  );
}

async function groupExpenses(
  db: DbOrTx,
  userId: string,
  { year, month, regime }: Required<DashboardMonth>,
  today: string,
): Promise<CategoryExpenseJson[]> {
  // Like the month's figures, only the days up to today (lib/domain/month-so-far.ts).
  const { start, end } = countedMonth(year, month, today).current;
  const total = sql<string>`sum(${transactions.valor})`;
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      color: categories.color,
      total,
      monthTotal: sql<string>`sum(sum(${transactions.valor})) over ()`,
    })
    .from(transactions)
    .innerJoin(
      transactionTypes,
      and(
        eq(transactionTypes.id, transactions.transactionTypeId),
        eq(transactionTypes.transactionType, "despesa"),
      ),
    )
    .leftJoin(
      categories,
      and(eq(categories.id, transactions.categoryId), eq(categories.userId, userId)),
    )
    .where(
      countsAsCashFlow(eq(transactions.userId, userId), inAccountingPeriod(regime, start, end)),
    )
    .groupBy(categories.id, categories.name, categories.color)
    // A category whose estornos outweigh its purchases this month took nothing: no slice, and the
    // shares are of what the others took (the window sums after this filter).
    .having(sql`sum(${transactions.valor}) > 0`)
    .orderBy(desc(total), sql`${categories.name} asc nulls last`, asc(categories.id));
  return rows.map((row) => {
    const totalCents = numericToCents(row.total);
    return {
      id: row.id,
      name: row.name ?? UNCATEGORIZED_NAME,
      color: row.color ?? UNCATEGORIZED_COLOR,
      total: centsToReais(totalCents),
      percentage: percentageShare(totalCents, numericToCents(row.monthTotal)),
    };
  });
}
