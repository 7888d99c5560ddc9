import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import { categories } from "@/db/schema";
import { categoryKind } from "@/server/categories/category-kind";
import { selectCategories } from "@/server/categories/select-categories";
import { toCategoryJson } from "@/server/categories/to-category-json";
import type { CategoryJson } from "@/lib/schemas/categories";

/** GET /category/{id}: the user's own or their household's; any other is "not found". */
export async function getCategory(db: DbOrTx, userId: string, id: string): Promise<CategoryJson> {
  const [row] = await selectCategories(db, userId, eq(categories.id, id));
  if (!row) throw notFound(categoryKind.notFoundMessage);
  return toCategoryJson(row);
}
