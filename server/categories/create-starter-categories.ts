import "server-only";
import type { Db } from "@/lib/server/db";
import { categories } from "@/db/schema";
import { CATEGORY_STARTER_SET } from "@/lib/schemas/categories";
import { listCategories } from "@/server/categories/list-categories";

/**
 * POST /category/starter-set: Moradia, Mercado, ... (each typed) in one transaction, skipping names
 * that exist (in any case), and answers the full list. Running it twice is harmless.
 */
export async function createStarterCategories(db: Db, userId: string) {
  return db.transaction(async (tx) => {
    await tx
      .insert(categories)
      .values(CATEGORY_STARTER_SET.map((category) => ({ ...category, userId })))
      .onConflictDoNothing();
    return listCategories(tx, userId);
  });
}
