import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { categories } from "@/db/schema";
import { accessHouseholdItem } from "@/server/shared/household-access";
import { categoryKind } from "@/server/categories/category-kind";

/**
 * DELETE /category/{id}: the user's own, or (unless "Só ver") one of their household's. Its
 * transactions and recurring payments stay, uncategorised (ON DELETE SET NULL).
 */
export async function deleteCategory(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await accessHouseholdItem(tx, { userId, id, mode: "write", table: categories, notFoundMessage: categoryKind.notFoundMessage });
    await tx.delete(categories).where(eq(categories.id, id));
  });
}
