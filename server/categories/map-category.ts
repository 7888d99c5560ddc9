import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { AppError, notFound } from "@/lib/errors";
import type { Db, DbOrTx } from "@/lib/server/db";
import {
  bankCategoryMappings,
  budgets,
  categories,
  categoryRules,
  payees,
  recurringPayments,
  transactions,
} from "@/db/schema";
import { householdIdSql } from "@/server/shared/household-access";
import { categoryKind } from "@/server/categories/category-kind";
import { holdsOtherType } from "@/server/categories/category-holdings";
import { getCategory } from "@/server/categories/get-category";
import { categoryTypeMessages } from "@/lib/schemas/categories";
import type { CategoryMapInput, CategoryMapJson } from "@/lib/schemas/categories";

const messages = {
  notPrivate: "Só uma categoria sua, que ainda não é da casa, pode ser ligada a uma categoria da casa.",
  targetNotFound: "Categoria da casa não encontrada.",
} as const;

/** Points `userId`'s rows of `table` from one category to another; answers how many moved. */
async function move(
  tx: DbOrTx,
  table: typeof transactions | typeof categoryRules | typeof recurringPayments | typeof budgets,
  { userId, from, to, extra }: { userId: string; from: string; to: string; extra?: SQL },
): Promise<number> {
  const rows = await tx
    .update(table)
    .set({ categoryId: to })
    .where(and(eq(table.userId, userId), eq(table.categoryId, from), extra))
    .returning({ id: table.id });
  return rows.length;
}

/**
 * POST /category/{id}/map: a member's private category ("Mercado") becomes their household's
 * ("Supermercado"). Everything of theirs that points to it moves there (transactions, rules,
 * budgets, recurring payments, payees' default, the bank categories they taught), then the
 * private category is deleted, in one database transaction. A budget month the household
 * category already had for them keeps its own limit.
 */
export async function mapCategory(db: Db, userId: string, id: string, { householdCategoryId }: CategoryMapInput): Promise<CategoryMapJson> {
  const moved = await db.transaction(async (tx) => {
    const [source] = await tx
      .select({ householdId: categories.householdId })
      .from(categories)
      .where(and(eq(categories.id, id), eq(categories.userId, userId)))
      .for("update");
    if (!source) throw notFound(categoryKind.notFoundMessage);
    if (source.householdId !== null) throw new AppError("bad_request", messages.notPrivate);
    const [target] = await tx
      .select({ type: categories.type })
      .from(categories)
      .where(and(eq(categories.id, householdCategoryId), eq(categories.householdId, householdIdSql(userId))))
      .for("key share");
    if (!target) throw notFound(messages.targetNotFound);
    if (target.type !== "ambas" && (await holdsOtherType(tx, id, target.type))) {
      throw new AppError("conflict", categoryTypeMessages.inUse(target.type));
    }
    const range = { userId, from: id, to: householdCategoryId };
    const counts = {
      transactions: await move(tx, transactions, range),
      rules: await move(tx, categoryRules, range),
      // A month both categories had a budget for keeps the household category's (the private one's goes with it).
      budgets: await move(tx, budgets, {
        ...range,
        extra: sql`not exists (select 1 from budgets kept where kept.user_id = ${userId}
          and kept.category_id = ${householdCategoryId} and kept.start_month = ${budgets.startMonth})`,
      }),
      recurringPayments: await move(tx, recurringPayments, range),
      payees: (
        await tx
          .update(payees)
          .set({ defaultCategoryId: householdCategoryId })
          .where(and(eq(payees.userId, userId), eq(payees.defaultCategoryId, id)))
          .returning({ id: payees.id })
      ).length,
    };
    await tx
      .update(bankCategoryMappings)
      .set({ categoryId: householdCategoryId })
      .where(and(eq(bankCategoryMappings.userId, userId), eq(bankCategoryMappings.categoryId, id)));
    await tx.delete(categories).where(and(eq(categories.id, id), isNull(categories.householdId)));
    return counts;
  });
  return { category: await getCategory(db, userId, householdCategoryId), moved };
}
