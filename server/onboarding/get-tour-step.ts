import "server-only";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import { categories, paymentMethods, transactions } from "@/db/schema";
import { currentYearMonth, monthBounds, monthOfYear } from "@/lib/domain/calendar";
import { nextTourStep } from "@/lib/domain/onboarding-tour";
import type { TourStepId } from "@/lib/domain/onboarding-tour";
import type { DbOrTx } from "@/lib/server/db";

/**
 * The first-use tour's next step for this account, or "done" when it has a payment method, a
 * category and a transaction this month. Three index lookups in one round trip, so the shell can
 * ask on every render instead of the browser downloading three lists to find out.
 */
export async function getTourStep(
  db: DbOrTx,
  userId: string,
  now = new Date(),
): Promise<TourStepId | "done"> {
  const { year, month } = currentYearMonth(now);
  const { start, end } = monthBounds(monthOfYear(year, month));
  const exists = (table: typeof categories | typeof paymentMethods) =>
    sql<boolean>`exists (select 1 from ${table} where ${eq(table.userId, userId)})`;
  const [row] = await db
    .execute<{ payments: boolean; categories: boolean; transactions: boolean }>(
      sql`
    select ${exists(paymentMethods)} as payments, ${exists(categories)} as categories,
      exists (select 1 from ${transactions} where ${and(
        eq(transactions.userId, userId),
        gte(transactions.transactionDate, start),
        lt(transactions.transactionDate, end),
      )}) as transactions`,
    )
    .then((result) => result.rows);
  return (
    nextTourStep(row ?? { payments: false, categories: false, transactions: false })?.id ?? "done"
  );
}
