import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { categories, transactions } from "@/db/schema";
import { payees } from "@/db/schema-payees";
import { openFinanceTransactions } from "@/db/schema-open-finance";
import { CATEGORY_NOT_FOUND } from "@/lib/schemas/categories";
import type { PayeeCategoryInput, PayeeCategoryResult } from "@/lib/schemas/payee-category";
import { getPayee } from "@/server/payees/get-payee";
import { payeeMonthRows } from "@/server/payees/payee-month-rows";
import { visibleHouseholdItemSql } from "@/server/shared/household-access";

/**
 * "Aplicar aos outros N lançamentos de “iFood” neste mês" and "Sempre": gives the category to the
 * payee's rows of the month (not those the person filed by hand under another category; see
 * payeeMonthRows), which become the person's choice and leave the review inbox; with `always`,
 * makes it the payee's default category, which the categoriser applies to the payee's new rows.
 * Another person's payee or category is a 404, and nothing is written.
 */
export async function applyPayeeCategory(
  db: Db,
  userId: string,
  payeeId: string,
  input: PayeeCategoryInput,
): Promise<PayeeCategoryResult> {
  return db.transaction(async (tx) => {
    const payee = await getPayee(tx, userId, payeeId);
    let updated = 0;
    if (input.month) {
      const rows = await tx
        .update(transactions)
        .set({ categoryId: input.categoryId, categorySource: "person" })
        .where(
          await payeeMonthRows(tx, userId, {
            payeeId,
            month: input.month,
            categoryId: input.categoryId,
          }),
        )
        .returning({ id: transactions.id });
      updated = rows.length;
      if (rows.length > 0) {
        await tx
          .update(openFinanceTransactions)
          .set({ needsReview: false, editedByUser: true })
          .where(
            and(
              eq(openFinanceTransactions.userId, userId),
              inArray(
                openFinanceTransactions.transactionId,
                rows.map((row) => row.id),
              ),
            ),
          );
      }
    }
    if (!input.always) return { payeeId, updated, defaultCategoryId: payee.defaultCategoryId };
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, input.categoryId), visibleHouseholdItemSql(userId, categories)));
    if (!category) throw notFound(CATEGORY_NOT_FOUND);
    await tx
      .update(payees)
      .set({ defaultCategoryId: input.categoryId })
      .where(and(eq(payees.id, payeeId), eq(payees.userId, userId)));
    return { payeeId, updated, defaultCategoryId: input.categoryId };
  });
}
