import "server-only";
import { count } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { transactions } from "@/db/schema";
import type { PayeeCategoryOffer, PayeeCategoryQuery } from "@/lib/schemas/payee-category";
import { getPayee } from "@/server/payees/get-payee";
import { payeeMonthRows } from "@/server/payees/payee-month-rows";

/**
 * What "Aplicar aos outros N lançamentos de “iFood” neste mês" would change: the payee's name and
 * default category, and how many of the month's rows would take the category. Another person's
 * payee or category is a 404.
 */
export async function countPayeeCategoryOffer(
  db: DbOrTx,
  userId: string,
  payeeId: string,
  query: PayeeCategoryQuery,
): Promise<PayeeCategoryOffer> {
  const payee = await getPayee(db, userId, payeeId);
  const [row] = await db
    .select({ total: count() })
    .from(transactions)
    .where(
      await payeeMonthRows(db, userId, { payeeId, month: query.month, categoryId: query.categoryId }),
    );
  return { payeeId, name: payee.name, defaultCategoryId: payee.defaultCategoryId, count: row?.total ?? 0 };
}
