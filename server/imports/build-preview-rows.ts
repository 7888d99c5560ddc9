import "server-only";
import type { StoredImportRow } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { absCents } from "@/lib/format/money";
import type { ParsedRow } from "@/lib/import/parsed-row";
import { markDuplicates, normalizeDescription } from "@/lib/import/mark-duplicates";
import { existingTransactionKeys } from "@/server/imports/existing-transaction-keys";
import { suggestImportCategories } from "@/server/imports/suggest-import-categories";

/** Parsed rows → the rows a preview shows: duplicates marked, a category suggested for each. */
export async function buildPreviewRows(db: DbOrTx, userId: string, parsed: ParsedRow[]): Promise<StoredImportRow[]> {
  const existing = await existingTransactionKeys(db, userId, parsed.map((row) => row.date));
  const marked = markDuplicates(parsed, existing);
  const suggestions = await suggestImportCategories(db, userId, parsed.map((row) => row.description));
  return marked.map((row, index) => ({
    index,
    date: row.date,
    description: row.description,
    cents: absCents(row.cents),
    type: row.cents < 0 ? "despesa" : "receita",
    duplicate: row.duplicate,
    suggestedCategoryId: suggestions.get(normalizeDescription(row.description)) ?? null,
    ...(row.fitid ? { fitid: row.fitid } : {}),
  }));
}
