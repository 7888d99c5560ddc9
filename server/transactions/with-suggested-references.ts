import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { categories, transactionTypes } from "@/db/schema";
import { categoryFits } from "@/lib/domain/category-types";
import { suggestReferences } from "@/server/transactions/suggest-references";
import { visibleHouseholdItemSql } from "@/server/shared/household-access";

interface ReferencedInput {
  description: string;
  categoryId: string | null;
  paymentMethodId: string | null;
  transactionTypeId: string;
}

/** Whether the suggested category fits the transaction's type (a receita never takes Mercado). */
async function fitsType(tx: DbOrTx, userId: string, categoryId: string, transactionTypeId: string) {
  const [row] = await tx
    .select({ category: categories.type, transaction: transactionTypes.transactionType })
    .from(categories)
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactionTypeId))
    .where(and(eq(categories.id, categoryId), visibleHouseholdItemSql(userId, categories)));
  return row !== undefined && categoryFits({ type: row.category }, row.transaction);
}

/**
 * A new transaction sent without a category takes the suggested one (and the suggested payment
 * method when none was sent either), so API clients get the same help as the form. A suggested
 * category of the other type is no suggestion.
 */
export async function withSuggestedReferences<T extends ReferencedInput>(
  tx: DbOrTx,
  userId: string,
  input: T,
): Promise<T> {
  if (input.categoryId !== null) return input;
  const suggestion = await suggestReferences(tx, userId, input.description);
  if (suggestion.source === null) return input;
  if (suggestion.categoryId && !(await fitsType(tx, userId, suggestion.categoryId, input.transactionTypeId))) {
    return input;
  }
  return {
    ...input,
    categoryId: suggestion.categoryId,
    paymentMethodId: input.paymentMethodId ?? suggestion.paymentMethodId,
  };
}
