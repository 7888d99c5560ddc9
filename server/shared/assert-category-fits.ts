import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/errors";
import { categories } from "@/db/schema";
import { visibleHouseholdItemSql } from "@/server/shared/household-access";
import { categoryFits } from "@/lib/domain/category-types";
import { CATEGORY_NOT_FOUND, categoryTypeMessages } from "@/lib/schemas/categories";
import type { TransactionTypeName } from "@/db/schema";

/**
 * A despesa (or a bill, or a budget) needs a category of despesas or of both, a receita one of
 * receitas or of both: 400 otherwise. The row is share-locked, so its type cannot change before
 * the write in the same transaction; a category neither the user's nor their household's is a 404.
 */
export async function assertCategoryFits(
  tx: DbOrTx,
  userId: string,
  categoryId: string | null | undefined,
  type: TransactionTypeName,
): Promise<void> {
  if (!categoryId) return;
  const [category] = await tx
    .select({ name: categories.name, type: categories.type })
    .from(categories)
    .where(and(eq(categories.id, categoryId), visibleHouseholdItemSql(userId, categories)))
    .for("share");
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  if (category.type !== "ambas" && !categoryFits(category, type)) {
    throw new AppError("bad_request", categoryTypeMessages.mismatch(category.name, category.type));
  }
}
