import "server-only";
import { and, eq, gte, inArray, isNull, lt, ne, or } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { categories, transactionTypes, transactions } from "@/db/schema";
import { categoryFits } from "@/lib/domain/category-types";
import { monthBounds, monthOfYear } from "@/lib/domain/calendar";
import { CATEGORY_NOT_FOUND } from "@/lib/schemas/categories";
import { visibleHouseholdItemSql } from "@/server/shared/household-access";

/**
 * The rows of a payee in a month ("YYYY-MM", São Paulo days) that "Aplicar aos outros" gives the
 * category to: those not in it yet, of a type the category takes, leaving alone the rows the
 * person filed by hand under another category (categorySource 'person'). The category must be the
 * person's (else 404).
 */
export async function payeeMonthRows(
  db: DbOrTx,
  userId: string,
  { payeeId, month, categoryId }: { payeeId: string; month: string; categoryId: string },
): Promise<SQL> {
  const [category] = await db
    .select({ type: categories.type })
    .from(categories)
    .where(and(eq(categories.id, categoryId), visibleHouseholdItemSql(userId, categories)));
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  const types = (["despesa", "receita"] as const).filter((type) => categoryFits(category, type));
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const { start, end } = monthBounds(monthOfYear(year, monthNumber));
  return and(
    eq(transactions.userId, userId),
    eq(transactions.payeeId, payeeId),
    gte(transactions.transactionDate, start),
    lt(transactions.transactionDate, end),
    or(isNull(transactions.categoryId), ne(transactions.categoryId, categoryId)),
    or(isNull(transactions.categorySource), ne(transactions.categorySource, "person")),
    inArray(
      transactions.transactionTypeId,
      db.select({ id: transactionTypes.id }).from(transactionTypes).where(inArray(transactionTypes.transactionType, types)),
    ),
  )!;
}
