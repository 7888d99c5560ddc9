import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/lib/server/db";
import { centsToNumber, decimalToCents } from "@/lib/money";
import { categories, paymentMethods, transactions, transactionTypes } from "@/db/schema";
import { UNCATEGORIZED_COLOR, UNCATEGORIZED_NAME } from "@/lib/schemas/dashboard";
import type { ReportPeriod, ReportSummaryJson, ShareJson } from "@/lib/schemas/reports";
import { countsAsCashFlow } from "@/server/shared/cash-flow-condition";
import { percentageShare } from "@/server/dashboard/percentage-change";
import { periodFigures, toFigures } from "@/server/reports/get-cash-flow";
import { reportScope } from "@/server/reports/report-scope";

export const TOP_SHARES = 5;
export const NO_PAYMENT_METHOD_NAME = "Sem meio de pagamento";

type Labelled = typeof categories | typeof paymentMethods;

/** The period's expense grouped by a category or a payment method, largest first, top 5. */
async function expenseShares(
  db: DbOrTx,
  userId: string,
  period: ReportPeriod,
  table: Labelled,
  column: AnyPgColumn,
  noneName: string,
  expenseCents: number,
): Promise<ShareJson[]> {
  const total = sql<string>`sum(${transactions.valor})`;
  const rows = await db
    .select({ id: table.id, name: table.name, color: table.color, total })
    .from(transactions)
    .innerJoin(
      transactionTypes,
      and(eq(transactionTypes.id, transactions.transactionTypeId), eq(transactionTypes.transactionType, "despesa")),
    )
    .leftJoin(table, and(eq(table.id, column), eq(table.userId, userId)))
    .where(countsAsCashFlow(reportScope(userId, period)))
    .groupBy(table.id, table.name, table.color)
    .orderBy(desc(total), asc(table.name))
    .limit(TOP_SHARES);
  return rows.map((row) => {
    const cents = decimalToCents(row.total);
    return {
      id: row.id,
      name: row.name ?? noneName,
      color: row.color ?? UNCATEGORIZED_COLOR,
      total: centsToNumber(cents),
      percentage: percentageShare(cents, expenseCents),
    };
  });
}

/**
 * GET /reports/summary: the period's totals (revenue, expense, balance, saved in objectives), its
 * top 5 expense categories and top 5 payment methods, each with its share of the expense.
 */
export async function getReportSummary(db: DbOrTx, userId: string, period: ReportPeriod): Promise<ReportSummaryJson> {
  const [row] = await db
    .select(periodFigures)
    .from(transactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .where(reportScope(userId, period));
  const totals = toFigures(row ?? { revenue: "0", expense: "0", saved: "0" });
  const expenseCents = decimalToCents(row?.expense ?? "0");
  const [topCategories, methods] = await Promise.all([
    expenseShares(db, userId, period, categories, transactions.categoryId, UNCATEGORIZED_NAME, expenseCents),
    expenseShares(db, userId, period, paymentMethods, transactions.paymentMethodId, NO_PAYMENT_METHOD_NAME, expenseCents),
  ]);
  return { totals, topCategories, paymentMethods: methods };
}
