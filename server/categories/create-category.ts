import "server-only";
import type { Db } from "@/lib/server/db";
import { categories } from "@/db/schema";
import { householdIdFor } from "@/server/shared/household-items";
import { getCategory } from "@/server/categories/get-category";
import { rethrowNameClash } from "@/server/categories/category-name-clash";
import type { CategoryInput, CategoryJson } from "@/lib/schemas/categories";

/**
 * POST /category: a name the user already has (in any case) is a 409, and so is, for a household
 * category, a name the household already has.
 */
export async function createCategory(db: Db, userId: string, input: CategoryInput): Promise<CategoryJson> {
  return db.transaction(async (tx) => {
    const householdId = (await householdIdFor(tx, userId, input.household)) ?? null;
    const [row] = await tx
      .insert(categories)
      .values({
        userId,
        name: input.name,
        description: input.description || null,
        color: input.color,
        type: input.type,
        householdId,
      })
      .returning({ id: categories.id })
      .catch(rethrowNameClash);
    if (!row) throw new Error("category not created");
    return getCategory(tx, userId, row.id);
  });
}
