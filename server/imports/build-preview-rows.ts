import "server-only";
import { eq } from "drizzle-orm";
import { categories, type StoredImportRow } from "@/db/schema";
import { categoryFits } from "@/lib/domain/category-types";
import type { DbOrTx } from "@/lib/server/db";
import { absCents } from "@/lib/format/money";
import type { ParsedRow } from "@/lib/import/parsed-row";
import { normalizeDescription } from "@/lib/import/mark-duplicates";
import { markImportDuplicates } from "@/server/imports/mark-import-duplicates";
import { suggestImportCategories } from "@/server/imports/suggest-import-categories";

/**
 * Parsed rows → the rows a preview shows: duplicates marked, a category suggested for each (one
 * that fits the row's type: an income is never suggested Mercado).
 */
export async function buildPreviewRows(
  db: DbOrTx,
  userId: string,
  paymentMethodId: string | null,
  parsed: ParsedRow[],
): Promise<StoredImportRow[]> {
  const marked = await markImportDuplicates(db, userId, paymentMethodId, parsed);
  const suggestions = await suggestImportCategories(db, userId, parsed.map((row) => row.description));
  const typeOf = new Map(
    suggestions.size === 0
      ? []
      : (
          await db.select({ id: categories.id, type: categories.type }).from(categories).where(eq(categories.userId, userId))
        ).map((category) => [category.id, category.type]),
  );
  return marked.map((row, index) => {
    const type = row.cents < 0 ? "despesa" : "receita";
    const suggested = suggestions.get(normalizeDescription(row.description)) ?? null;
    const fits = suggested !== null && categoryFits({ type: typeOf.get(suggested) ?? "ambas" }, type);
    return {
      index,
      date: row.date,
      description: row.description,
      cents: absCents(row.cents),
      type,
      duplicate: row.duplicate,
      suggestedCategoryId: fits ? suggested : null,
      ...(row.fitid ? { fitid: row.fitid } : {}),
    };
  });
}
