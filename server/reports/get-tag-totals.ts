import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/lib/server/db";
import { centsToReais } from "@/lib/format/money";
import { tags, transactions, transactionTags } from "@/db/schema";
import type { ReportPeriod, TagTotalJson } from "@/lib/schemas/reports";
import { addFigures, figureColumns, figureKeys, noFigures } from "@/server/reports/report-figures";
import type { FigureCents } from "@/server/reports/report-figures";
import { reportScope } from "@/server/reports/report-scope";
import { visibleHouseholdItemSql } from "@/server/shared/household-access";
import { reportJson, reportKey } from "@/server/reports/cached-report";
import type { ReportBytes } from "@/server/reports/cached-report";

/**
 * Relatórios' Tags: each tag used in the period with its expense, revenue and how many
 * transactions carry it, the largest expense first. A transaction with two tags counts in both.
 */
export async function getTagTotals(db: DbOrTx, userId: string, period: ReportPeriod): Promise<TagTotalJson[]> {
  const rows = await db
    .select({ tagId: transactionTags.tagId, count: sql<number>`count(*)::int`, ...figureColumns })
    .from(transactions)
    .innerJoin(transactionTags, eq(transactionTags.transactionId, transactions.id))
    .where(reportScope(userId, period))
    .groupBy(transactionTags.tagId, ...figureKeys);
  const byTag = new Map<string, { figures: FigureCents; count: number }>();
  for (const row of rows) {
    const entry = byTag.get(row.tagId) ?? { figures: noFigures(), count: 0 };
    addFigures(entry.figures, row);
    entry.count += row.count;
    byTag.set(row.tagId, entry);
  }
  if (byTag.size === 0) return [];
  const names = await db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(and(visibleHouseholdItemSql(userId, tags), inArray(tags.id, [...byTag.keys()])));
  return names
    .map(({ id, name }) => {
      const { figures, count } = byTag.get(id) ?? { figures: noFigures(), count: 0 };
      return { id, name, count, expense: centsToReais(figures.expense), revenue: centsToReais(figures.revenue), cents: figures.expense };
    })
    .sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name, "pt-BR", { sensitivity: "base" }))
    .map(({ cents: _cents, ...tag }) => tag);
}

/** The same as JSON, computed once per change of the user's data (see cached-report). */
export function tagTotalsJson(db: Db, userId: string, period: ReportPeriod): Promise<ReportBytes<TagTotalJson[]>> {
  return reportJson(db, userId, reportKey("tag-totals", period), () => getTagTotals(db, userId, period));
}
