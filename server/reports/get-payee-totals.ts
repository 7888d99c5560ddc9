import "server-only";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { centsToReais } from "@/lib/format/money";
import { payees, transactions } from "@/db/schema";
import type { ReportPeriod, TagTotalJson } from "@/lib/schemas/reports";
import { addFigures, figureColumns, figureKeys, noFigures } from "@/server/reports/report-figures";
import type { FigureCents } from "@/server/reports/report-figures";
import { reportScope } from "@/server/reports/report-scope";

/** How many payees "Por favorecido" lists. */
export const TOP_PAYEES = 10;

/**
 * Relatórios' "Por favorecido": the period's payees with their expense (estornos lower it),
 * revenue and rows, the largest expense first, the top ten. Read fresh: a payee's rename does not
 * move the version the cached reports are kept by.
 */
export async function getPayeeTotals(db: DbOrTx, userId: string, period: ReportPeriod): Promise<TagTotalJson[]> {
  const rows = await db
    .select({ payeeId: sql<string>`${transactions.payeeId}`, count: sql<number>`count(*)::int`, ...figureColumns })
    .from(transactions)
    .where(and(reportScope(userId, period), isNotNull(transactions.payeeId)))
    .groupBy(transactions.payeeId, ...figureKeys);
  const byPayee = new Map<string, { figures: FigureCents; count: number }>();
  for (const row of rows) {
    const entry = byPayee.get(row.payeeId) ?? { figures: noFigures(), count: 0 };
    addFigures(entry.figures, row);
    entry.count += row.count;
    byPayee.set(row.payeeId, entry);
  }
  if (byPayee.size === 0) return [];
  const names = await db
    .select({ id: payees.id, name: payees.name })
    .from(payees)
    .where(and(eq(payees.userId, userId), inArray(payees.id, [...byPayee.keys()])));
  return names
    .map(({ id, name }) => ({ id, name, ...(byPayee.get(id) ?? { figures: noFigures(), count: 0 }) }))
    .filter(({ figures }) => figures.expense > 0 || figures.revenue > 0)
    .sort((a, b) => b.figures.expense - a.figures.expense || b.figures.revenue - a.figures.revenue || a.name.localeCompare(b.name, "pt-BR", { sensitivity: "base" }))
    .slice(0, TOP_PAYEES)
    .map(({ id, name, count, figures }) => ({ id, name, count, expense: centsToReais(figures.expense), revenue: centsToReais(figures.revenue) }));
}
