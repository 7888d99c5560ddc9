import "server-only";
import { asc, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { categories } from "@/db/schema";
import { searchCondition } from "@/server/shared/search-condition";
import { selectCategories } from "@/server/categories/select-categories";
import { toCategoryJson } from "@/server/categories/to-category-json";
import type { CategoryJson } from "@/lib/schemas/categories";

/**
 * GET /category/list-all and the Categorias screen: the user's categories and their household's,
 * alphabetically, ignoring case and accents ("Água" before "Luz"), the id breaking ties. `search`
 * keeps the names containing it, ignoring case and accents; "" keeps all.
 */
export async function listCategories(db: DbOrTx, userId: string, search = ""): Promise<CategoryJson[]> {
  const rows = await selectCategories(db, userId, searchCondition(categories.name, search.trim()))
    .orderBy(asc(sql`search_fold(${categories.name})`), asc(categories.id));
  return rows.map(toCategoryJson);
}
