import "server-only";
import { and, eq } from "drizzle-orm";
import { categories, paymentMethods, type StoredImportRow } from "@/db/schema";
import { isCardPaymentText } from "@/lib/domain/bank-transaction-mapping";
import { categoryFits } from "@/lib/domain/category-types";
import type { DbOrTx } from "@/lib/server/db";
import { absCents, negateCents } from "@/lib/format/money";
import type { ParsedRow } from "@/lib/import/parsed-row";
import { normalizeDescription } from "@/lib/import/mark-duplicates";
import { markImportDuplicates } from "@/server/imports/mark-import-duplicates";
import { suggestImportCategories } from "@/server/imports/suggest-import-categories";
import { visibleHouseholdItemSql } from "@/server/shared/household-access";

/** On a card's statement a credit is an estorno, or the fatura's payment (which the person pays from an account). */
async function isCard(db: DbOrTx, userId: string, paymentMethodId: string | null): Promise<boolean> {
  if (!paymentMethodId) return false;
  const [method] = await db
    .select({ kind: paymentMethods.kind })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, paymentMethodId), eq(paymentMethods.userId, userId)));
  return method?.kind === "credit_card";
}

/**
 * Parsed rows → the rows a preview shows: duplicates marked, a category suggested for each (one
 * that fits the row's type: an income is never suggested Mercado). On a card, a credit is never
 * income: an estorno is a despesa below zero (negative `cents`), and the fatura's payment is left
 * unselected, as a duplicate of the payment made from the account.
 */
export async function buildPreviewRows(
  db: DbOrTx,
  userId: string,
  paymentMethodId: string | null,
  parsed: ParsedRow[],
): Promise<StoredImportRow[]> {
  const marked = await markImportDuplicates(db, userId, paymentMethodId, parsed);
  const card = await isCard(db, userId, paymentMethodId);
  const typeOfRow = (row: ParsedRow) => (row.cents < 0 || card ? ("despesa" as const) : ("receita" as const));
  const suggestions = await suggestImportCategories(
    db,
    userId,
    parsed.map((row) => ({ description: row.description, type: typeOfRow(row) })),
  );
  const typeOf = new Map(
    suggestions.size === 0
      ? []
      : (
          await db.select({ id: categories.id, type: categories.type }).from(categories).where(visibleHouseholdItemSql(userId, categories))
        ).map((category) => [category.id, category.type]),
  );
  return marked.map((row, index) => {
    const type = typeOfRow(row);
    const credit = card && row.cents > 0;
    const suggestion = suggestions.get(normalizeDescription(row.description)) ?? null;
    const suggested = suggestion?.categoryId ?? null;
    const fits = suggested !== null && categoryFits({ type: typeOf.get(suggested) ?? "ambas" }, type);
    return {
      index,
      date: row.date,
      description: row.description,
      cents: credit ? negateCents(row.cents) : absCents(row.cents),
      type,
      duplicate: row.duplicate || (credit && isCardPaymentText(row.description)),
      suggestedCategoryId: fits ? suggested : null,
      ...(fits && suggestion?.source ? { suggestedSource: suggestion.source } : {}),
      ...(row.fitid ? { fitid: row.fitid } : {}),
      ...(row.payee ? { payee: row.payee } : {}),
    };
  });
}
