import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { splitDay } from "@/lib/dates";
import { centsToNumber, decimalToCents } from "@/lib/money";
import { categories, transactions, transactionTypes } from "@/db/schema";
import { UNCATEGORIZED_COLOR, UNCATEGORIZED_NAME } from "@/lib/schemas/dashboard";
import type { CategoryTrendJson, ReportPeriod, YearMonthJson } from "@/lib/schemas/reports";
import { countsAsCashFlow } from "@/server/shared/cash-flow-condition";
import { reportScope, transactionMonth } from "@/server/reports/report-scope";

/** Every month of the period, in order. */
export function periodMonths({ from, to }: ReportPeriod): YearMonthJson[] {
  const months: YearMonthJson[] = [];
  for (let index = from.year * 12 + from.month - 1; index <= to.year * 12 + to.month - 1; index++) {
    months.push({ year: Math.floor(index / 12), month: (index % 12) + 1 });
  }
  return months;
}

/**
 * GET /reports/category-trend: each category's receitas or despesas month by month (zero months
 * included), largest total first; transactions without a category are one "Sem categoria" row.
 */
export async function getCategoryTrend(
  db: DbOrTx,
  userId: string,
  period: ReportPeriod,
  type: "receita" | "despesa",
): Promise<CategoryTrendJson[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      color: categories.color,
      month: transactionMonth(period.regime),
      total: sql<string>`sum(${transactions.valor})`,
    })
    .from(transactions)
    .innerJoin(
      transactionTypes,
      and(eq(transactionTypes.id, transactions.transactionTypeId), eq(transactionTypes.transactionType, type)),
    )
    .leftJoin(categories, and(eq(categories.id, transactions.categoryId), eq(categories.userId, userId)))
    .where(countsAsCashFlow(reportScope(userId, period)))
    .groupBy(categories.id, categories.name, categories.color, sql`4`)
    .orderBy(asc(categories.name), desc(sql`4`));

  const months = periodMonths(period);
  const byCategory = new Map<string, { row: CategoryTrendJson; cents: Map<string, number> }>();
  for (const row of rows) {
    const key = row.id ?? "";
    let entry = byCategory.get(key);
    if (!entry) {
      entry = {
        row: {
          categoryId: row.id,
          name: row.name ?? UNCATEGORIZED_NAME,
          color: row.color ?? UNCATEGORIZED_COLOR,
          total: 0,
          months: [],
        },
        cents: new Map(),
      };
      byCategory.set(key, entry);
    }
    const { year, month } = splitDay(row.month);
    entry.cents.set(`${year}-${month}`, decimalToCents(row.total));
  }
  return [...byCategory.values()]
    .map(({ row, cents }) => {
      const total = [...cents.values()].reduce((sum, value) => sum + value, 0);
      return {
        ...row,
        total: centsToNumber(total),
        months: months.map((m) => ({ ...m, total: centsToNumber(cents.get(`${m.year}-${m.month}`) ?? 0) })),
        cents: total,
      };
    })
    .sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name, "pt-BR"))
    .map(({ cents: _cents, ...row }) => row);
}
