import "server-only";
import { and, eq } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import { categories } from "@/db/schema";
import { categoryKind } from "@/server/categories/category-kind";
import { toCategoryJson } from "@/server/categories/to-category-json";
import type { CategoryJson } from "@/lib/schemas/categories";

/** GET /category/{id}: another user's category is "not found". */
export async function getCategory(db: DbOrTx, userId: string, id: string): Promise<CategoryJson> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.userId, userId)));
  if (!row) throw notFound(categoryKind.notFoundMessage);
  return toCategoryJson(row);
}
