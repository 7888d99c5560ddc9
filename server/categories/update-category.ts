import "server-only";
import { eq } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import type { Db } from "@/lib/server/db";
import { categories } from "@/db/schema";
import { lockHouseholdItemChange } from "@/server/shared/household-items";
import { categoryKind } from "@/server/categories/category-kind";
import { holdsOtherType, usedByOthers } from "@/server/categories/category-holdings";
import { rethrowNameClash } from "@/server/categories/category-name-clash";
import { getCategory } from "@/server/categories/get-category";
import { categoryTypeMessages } from "@/lib/schemas/categories";
import { deductibleMismatch } from "@/lib/domain/tax/codes";
import { LATEST_TAX_RULES } from "@/lib/domain/tax/rules";
import type { CategoryJson, CategoryPatch } from "@/lib/schemas/categories";

const IN_USE_BY_HOUSEHOLD =
  "Outros membros da casa já usam esta categoria: ela não pode deixar de ser da casa.";

/**
 * PATCH /category/{id}: changes the fields sent, on the user's own category or (unless "Só ver")
 * their household's; a clashing name is a 409. Narrowing the type to despesa or receita is a 409
 * while the category holds records of the other type. `household: false` is its owner's only, and
 * a 409 once other members use it.
 */
export async function updateCategory(db: Db, userId: string, id: string, patch: CategoryPatch): Promise<CategoryJson> {
  return db.transaction(async (tx) => {
    const { current: before, householdId } = await lockHouseholdItemChange(tx, {
      userId,
      id,
      table: categories,
      columns: { type: categories.type, householdId: categories.householdId },
      household: patch.household,
      notFoundMessage: categoryKind.notFoundMessage,
    });
    if (householdId === null && before.householdId !== null && (await usedByOthers(tx, userId, id))) {
      throw new AppError("conflict", IN_USE_BY_HOUSEHOLD);
    }
    const mismatch = patch.deductible ? deductibleMismatch(LATEST_TAX_RULES, patch.deductible) : null;
    if (mismatch) throw new AppError("bad_request", mismatch);
    const { type } = patch;
    if (type && type !== "ambas" && type !== before.type && (await holdsOtherType(tx, id, type))) {
      throw new AppError("conflict", categoryTypeMessages.inUse(type));
    }
    await tx
      .update(categories)
      .set({
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.description !== undefined && { description: patch.description || null }),
        ...(patch.color !== undefined && { color: patch.color }),
        ...(patch.type !== undefined && { type: patch.type }),
        ...(patch.deductible !== undefined && {
          deductibleKind: patch.deductible?.kind ?? null,
          deductibleCode: patch.deductible?.code ?? null,
        }),
        ...(householdId !== undefined && { householdId }),
        updatedAt: new Date(),
      })
      .where(eq(categories.id, id))
      .catch(rethrowNameClash);
    return getCategory(tx, userId, id);
  });
}
