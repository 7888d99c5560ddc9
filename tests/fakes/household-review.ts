import { and, eq, inArray } from "drizzle-orm";
import { categories, openFinanceTransactions, transactions } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { applyPayeeCategory } from "@/server/payees/apply-payee-category";
import { reviewGroups } from "@/server/open-finance/review-groups";
import { TRUTH_CATEGORIES, type HouseholdRow } from "./household-catalog";
import { REVIEWED_MONTH, type HouseholdStart } from "./household-run";

interface StoredRow {
  transactionId: string;
  pluggyId: string;
  payeeId: string | null;
  description: string;
  day: string;
  categoryId: string | null;
  needsReview: boolean;
}

/**
 * The person reviews one month as the inbox lets them: group by group (a payee, or a text without
 * one), a group Bolso filed right is confirmed; a group filed wrong gets its category for the
 * month and "Sempre" for its payee; a group without a payee gets its category. Rows of money that
 * only moves are left as Bolso put them. Returns how many group actions it took.
 */
export async function reviewHouseholdMonth(
  db: Db,
  start: HouseholdStart,
  month: number = REVIEWED_MONTH,
): Promise<{ actions: number }> {
  const { userId, household } = start;
  const truthOf = (pluggyId: string): HouseholdRow | undefined => household.truth.get(pluggyId);
  const ids = [...household.truth].filter(([, row]) => row.month === month).map(([id]) => id);
  const stored: StoredRow[] = await db
    .select({
      transactionId: transactions.id,
      pluggyId: openFinanceTransactions.pluggyTransactionId,
      payeeId: transactions.payeeId,
      description: transactions.description,
      day: transactions.transactionDate,
      categoryId: transactions.categoryId,
      needsReview: openFinanceTransactions.needsReview,
    })
    .from(openFinanceTransactions)
    .innerJoin(transactions, eq(transactions.id, openFinanceTransactions.transactionId))
    .where(and(eq(openFinanceTransactions.userId, userId), inArray(openFinanceTransactions.pluggyTransactionId, ids)));
  const categoryIds = new Map(
    (await db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.userId, userId))).map(
      (category) => [category.name, category.id],
    ),
  );
  const groups = new Map<string, StoredRow[]>();
  for (const row of stored) {
    const truth = truthOf(row.pluggyId);
    if (!truth?.category) continue;
    const key = row.payeeId ?? `texto:${row.description.toLowerCase()}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  let actions = 0;
  for (const rows of groups.values()) {
    const wanted = categoryIds.get(TRUTH_CATEGORIES[truthOf(rows[0]!.pluggyId)!.category!]);
    if (!wanted) continue;
    const confirm = rows.filter((row) => row.needsReview && row.categoryId === wanted).map((row) => row.transactionId);
    if (confirm.length > 0) {
      await reviewGroups(db, userId, { action: "confirm", transactionIds: confirm });
      actions += 1;
    }
    const wrong = rows.filter((row) => row.categoryId !== wanted);
    const payeeId = rows[0]!.payeeId;
    if (wrong.length > 0 && payeeId) {
      await applyPayeeCategory(db, userId, payeeId, {
        categoryId: wanted,
        month: rows[0]!.day.slice(0, 7),
        always: true,
      });
      actions += 1;
    } else if (wrong.length > 0) {
      const waiting = wrong.filter((row) => row.needsReview).map((row) => row.transactionId);
      if (waiting.length > 0) {
        await reviewGroups(db, userId, { action: "categorise", transactionIds: waiting, categoryId: wanted });
        actions += 1;
      }
    }
  }
  return { actions };
}
