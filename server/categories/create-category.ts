import "server-only";
import { AppError } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import { categories } from "@/db/schema";
import { categoryKind } from "@/server/categories/category-kind";
import { toCategoryJson } from "@/server/categories/to-category-json";
import type { CategoryInput, CategoryJson } from "@/lib/schemas/categories";

/** POST /category: a name the user already has (in any case) is a 409. */
export async function createCategory(db: DbOrTx, userId: string, input: CategoryInput): Promise<CategoryJson> {
  const [row] = await db
    .insert(categories)
    .values({
      userId,
      name: input.name,
      description: input.description || null,
      color: input.color,
      type: input.type,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError("conflict", categoryKind.duplicateMessage);
  return toCategoryJson(row);
}
