import "server-only";
import { and, eq, exists, isNull, lt, or, sql } from "drizzle-orm";
import { importTransactions, openFinanceTransactions, transactions, users } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { backfillCategories, IMPORTED_BEFORE, type BackfillResult } from "@/server/categorisation/backfill-categories";

/**
 * The backfill for every person who has an uncategorised bank row waiting in review or an
 * uncategorised row imported before IMPORTED_BEFORE, one person at a time.
 */
export async function backfillEveryone(db: Db): Promise<BackfillResult & { people: number }> {
  const pending = or(
    exists(
      sql`(select 1 from ${openFinanceTransactions} where ${openFinanceTransactions.transactionId} = ${transactions.id} and ${openFinanceTransactions.needsReview})`,
    ),
    and(
      lt(transactions.createdAt, new Date(IMPORTED_BEFORE)),
      exists(sql`(select 1 from ${importTransactions} where ${importTransactions.transactionId} = ${transactions.id})`),
    ),
  );
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(transactions)
          .where(and(eq(transactions.userId, users.id), isNull(transactions.categoryId), pending)),
      ),
    );
  const total = { people: people.length, seen: 0, categorised: 0 };
  for (const person of people) {
    const done = await backfillCategories(db, person.id);
    total.seen += done.seen;
    total.categorised += done.categorised;
  }
  return total;
}
