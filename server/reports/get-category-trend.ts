import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/lib/server/db";
import { ZERO_CENTS, addCents, centsToReais, sumCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { categories, transactions } from "@/db/schema";
import { UNCATEGORIZED_COLOR, UNCATEGORIZED_NAME } from "@/lib/schemas/dashboard";
import type { CategoryTrendJson, ReportPeriod } from "@/lib/schemas/reports";
import { countsAsCashFlow } from "@/server/shared/cash-flow-condition";
import { isType, monthKey, monthText, periodMonths, reportMonth, reportScope } from "@/server/reports/report-scope";
import { reportJson, reportKey } from "@/server/reports/cached-report";
import type { ReportBytes } from "@/server/reports/cached-report";
import { visibleHouseholdItemSql } from "@/server/shared/household-access";

/**
 * GET /reports/category-trend: each category's receitas or despesas month by month (zero months
 * included), largest total first; transactions without a category are one "Sem categoria" row.
 * One grouped scan by category and month; the names are joined to its few rows afterwards.
 */
export async function getCategoryTrend(
  db: DbOrTx,
  userId: string,
  period: ReportPeriod,
  type: "receita" | "despesa",
): Promise<CategoryTrendJson[]> {
  const month = reportMonth(period.regime);
  const grouped = db
    .select({
      categoryId: transactions.categoryId,
      month: monthText(month).as("month"),
      total: sql<Cents>`sum(${transactions.valor})`.mapWith(transactions.valor).as("total"),
    })
    .from(transactions)
    .where(countsAsCashFlow(reportScope(userId, period), isType(type)))
    .groupBy(transactions.categoryId, month)
    .as("grouped");
  const rows = await db
    .select({ id: categories.id, name: categories.name, color: categories.color, month: grouped.month, total: grouped.total })
    .from(grouped)
    .leftJoin(categories, and(eq(categories.id, grouped.categoryId), visibleHouseholdItemSql(userId, categories)));

  const byCategory = new Map<string, { row: Omit<CategoryTrendJson, "total" | "months">; cents: Map<string, Cents> }>();
  for (const row of rows) {
    const key = row.id ?? "";
    let entry = byCategory.get(key);
    if (!entry) {
      const head = { categoryId: row.id, name: row.name ?? UNCATEGORIZED_NAME, color: row.color ?? UNCATEGORIZED_COLOR };
      entry = { row: head, cents: new Map() };
      byCategory.set(key, entry);
    }
    entry.cents.set(row.month, addCents(entry.cents.get(row.month) ?? ZERO_CENTS, row.total));
  }
  const months = periodMonths(period);
  return [...byCategory.values()]
    .map(({ row, cents }) => {
      const total = sumCents(cents.values());
      const byMonth = months.map((m) => ({ ...m, total: centsToReais(cents.get(monthKey(m)) ?? ZERO_CENTS) }));
      return { ...row, total: centsToReais(total), months: byMonth, cents: total };
    })
    .sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name, "pt-BR"))
    .map(({ cents: _cents, ...row }) => row);
}

/** The same as JSON, computed once per change of the user's data (see cached-report). */
export function categoryTrendJson(
  db: Db,
  userId: string,
  period: ReportPeriod,
  type: "receita" | "despesa",
): Promise<ReportBytes<CategoryTrendJson[]>> {
  return reportJson(db, userId, reportKey("category-trend", period, type), () => getCategoryTrend(db, userId, period, type));
}
