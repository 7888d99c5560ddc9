import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "@/lib/server/db";
import { ZERO_CENTS, addCents, centsToReais } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { categories, paymentMethods, transactions } from "@/db/schema";
import { UNCATEGORIZED_COLOR, UNCATEGORIZED_NAME } from "@/lib/schemas/dashboard";
import type { ReportPeriod, ReportSummaryJson, ShareJson } from "@/lib/schemas/reports";
import { percentageShare } from "@/lib/domain/percentage-change";
import { addFigures, figureColumns, figureKeys, noFigures, toFigures } from "@/server/reports/report-figures";
import { reportScope } from "@/server/reports/report-scope";
import { reportJson, reportKey } from "@/server/reports/cached-report";
import type { ReportBytes } from "@/server/reports/cached-report";
import { visibleHouseholdItemSql } from "@/server/shared/household-access";

export const TOP_SHARES = 5;
export const NO_PAYMENT_METHOD_NAME = "Sem meio de pagamento";

interface Share {
  id: string | null;
  name: string | null;
  color: string | null;
  cents: Cents;
}

/** Adds a group's expense to its category's or payment method's share (unknown ids are "none"). */
function addShare(shares: Map<string, Share>, id: string | null, name: string | null, color: string | null, cents: Cents) {
  const key = name === null ? "" : (id ?? "");
  const share = shares.get(key) ?? { id: name === null ? null : id, name, color, cents: ZERO_CENTS };
  share.cents = addCents(share.cents, cents);
  shares.set(key, share);
}

/** The largest expense groups first (ties by name, the unnamed last), the top `limit`, with their share. */
function topShares(shares: Map<string, Share>, noneName: string, expenseCents: Cents, limit: number): ShareJson[] {
  return [...shares.values()]
    .sort((a, b) => b.cents - a.cents || (a.name ?? "\uffff").localeCompare(b.name ?? "\uffff", "pt-BR"))
    .slice(0, limit)
    .map((share) => ({
      id: share.id,
      name: share.name ?? noneName,
      color: share.color ?? UNCATEGORIZED_COLOR,
      total: centsToReais(share.cents),
      percentage: percentageShare(share.cents, expenseCents),
    }));
}

/**
 * GET /reports/summary: the period's totals (revenue, expense, balance, saved in objectives), its
 * top 5 expense categories and top 5 payment methods, each with its share of the expense. One
 * scan grouped by category, payment method, type and objective link feeds all three; the names
 * are joined to its few hundred groups afterwards. `top` lists more (a tag's every category).
 */
export async function getReportSummary(
  db: DbOrTx,
  userId: string,
  period: ReportPeriod,
  top = TOP_SHARES,
): Promise<ReportSummaryJson> {
  const grouped = db
    .select({ categoryId: transactions.categoryId, paymentMethodId: transactions.paymentMethodId, ...figureColumns })
    .from(transactions)
    .where(reportScope(userId, period))
    .groupBy(transactions.categoryId, transactions.paymentMethodId, ...figureKeys)
    .as("grouped");
  const rows = await db
    .select({
      isExpense: grouped.isExpense,
      linked: grouped.linked,
      total: grouped.total,
      categoryId: grouped.categoryId,
      categoryName: categories.name,
      categoryColor: categories.color,
      paymentMethodId: grouped.paymentMethodId,
      methodName: paymentMethods.name,
      methodColor: paymentMethods.color,
    })
    .from(grouped)
    .leftJoin(categories, and(eq(categories.id, grouped.categoryId), visibleHouseholdItemSql(userId, categories)))
    .leftJoin(paymentMethods, and(eq(paymentMethods.id, grouped.paymentMethodId), eq(paymentMethods.userId, userId)));

  const totals = noFigures();
  const byCategory = new Map<string, Share>();
  const byMethod = new Map<string, Share>();
  for (const row of rows) {
    addFigures(totals, row);
    if (!row.isExpense || row.linked) continue;
    const cents = row.total;
    addShare(byCategory, row.categoryId, row.categoryName, row.categoryColor, cents);
    addShare(byMethod, row.paymentMethodId, row.methodName, row.methodColor, cents);
  }
  return {
    totals: toFigures(totals),
    topCategories: topShares(byCategory, UNCATEGORIZED_NAME, totals.expense, top),
    paymentMethods: topShares(byMethod, NO_PAYMENT_METHOD_NAME, totals.expense, top),
  };
}

/** The same as JSON, computed once per change of the user's data (see cached-report). */
export function reportSummaryJson(db: Db, userId: string, period: ReportPeriod): Promise<ReportBytes<ReportSummaryJson>> {
  return reportJson(db, userId, reportKey("report-summary", period), () => getReportSummary(db, userId, period));
}
