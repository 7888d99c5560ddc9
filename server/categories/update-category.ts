import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { AppError, notFound } from "@/lib/errors";
import type { Db, DbOrTx } from "@/lib/server/db";
import { budgets, categories, recurringPayments, transactions, transactionTypes } from "@/db/schema";
import { isUniqueViolation } from "@/server/labels/is-unique-violation";
import { categoryKind } from "@/server/categories/category-kind";
import { toCategoryJson } from "@/server/categories/to-category-json";
import { categoryTypeMessages } from "@/lib/schemas/categories";
import { deductibleMismatch } from "@/lib/domain/tax/codes";
import { LATEST_TAX_RULES } from "@/lib/domain/tax/rules";
import type { CategoryJson, CategoryPatch } from "@/lib/schemas/categories";

/** Whether the category holds records of the type other than `type` (bills and budgets are despesas). */
async function holdsOtherType(tx: DbOrTx, userId: string, id: string, type: "despesa" | "receita") {
  const [transaction] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.categoryId, id),
        ne(transactionTypes.transactionType, type),
      ),
    )
    .limit(1);
  if (transaction) return true;
  if (type === "despesa") return false;
  for (const table of [recurringPayments, budgets]) {
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.userId, userId), eq(table.categoryId, id)))
      .limit(1);
    if (row) return true;
  }
  return false;
}

/**
 * PATCH /category/{id}: changes the fields sent; a clashing name is a 409. Narrowing the type to
 * despesa or receita is a 409 while the category holds records of the other type.
 */
export async function updateCategory(
  db: Db,
  userId: string,
  id: string,
  patch: CategoryPatch,
): Promise<CategoryJson> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ type: categories.type })
      .from(categories)
      .where(and(eq(categories.id, id), eq(categories.userId, userId)))
      .for("update");
    if (!before) throw notFound(categoryKind.notFoundMessage);
    const mismatch = patch.deductible ? deductibleMismatch(LATEST_TAX_RULES, patch.deductible) : null;
    if (mismatch) throw new AppError("bad_request", mismatch);
    const { type } = patch;
    if (type && type !== "ambas" && type !== before.type && (await holdsOtherType(tx, userId, id, type))) {
      throw new AppError("conflict", categoryTypeMessages.inUse(type));
    }
    const rows = await tx
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
        updatedAt: new Date(),
      })
      .where(and(eq(categories.id, id), eq(categories.userId, userId)))
      .returning()
      .catch((error: unknown) => {
        if (isUniqueViolation(error, categoryKind.uniqueIndex)) {
          throw new AppError("conflict", categoryKind.duplicateMessage, { cause: error });
        }
        throw error;
      });
    const row = rows[0];
    if (!row) throw notFound(categoryKind.notFoundMessage);
    return toCategoryJson(row);
  });
}
