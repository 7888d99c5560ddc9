import "server-only";
import { and, desc, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { transactions } from "@/db/schema";
import { addMonths, todayInSaoPaulo } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { cachedValueForListVersion } from "@/server/shared/versioned-cache";
import { listTransactionReferences } from "@/server/transactions/list-transaction-references";
import type { QuickEntryJson } from "@/lib/schemas/transactions";

/** How many of the person's descriptions the sheet suggests from. */
export const QUICK_ENTRY_DESCRIPTIONS = 40;

/**
 * What the phone's "+" sheet needs on opening: the lists to choose from, the payment method of the
 * latest entry (the sheet's default) and the descriptions of the last twelve months, most used
 * first, then most recent (parcelas left out: their descriptions carry "(k/n)").
 */
export async function getQuickEntry(db: DbOrTx, userId: string, today = todayInSaoPaulo()): Promise<QuickEntryJson> {
  const [{ references }, recent] = await Promise.all([
    listTransactionReferences(db, userId),
    recentEntries(db, userId, addMonths(today, -12)),
  ]);
  return { references, ...recent };
}

/**
 * The latest entry's payment method and the year's descriptions, kept in the version-keyed cache
 * under the year's first day: both read only the person's own rows (`user_id`), whose every insert,
 * change and delete moves that person's list version (a member's row on a shared account is the
 * owner's row), so a cached answer is never stale. On a 1M-row account each is a scan of the
 * year's ~127,000 rows (150 ms). Only for GET: a caller inside a transaction that writes may read
 * a version that never commits.
 */
function recentEntries(
  db: DbOrTx,
  userId: string,
  since: Day,
): Promise<Pick<QuickEntryJson, "lastPaymentMethodId" | "descriptions">> {
  const recent = and(eq(transactions.userId, userId), gte(transactions.transactionDate, since));
  return cachedValueForListVersion(db, userId, `quick-entry:${since}`, async () => {
    const [last, descriptions] = await Promise.all([
      db
        .select({ id: transactions.paymentMethodId })
        .from(transactions)
        .where(and(recent, isNotNull(transactions.paymentMethodId)))
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(1),
      db
        .select({ description: transactions.description })
        .from(transactions)
        .where(and(recent, isNull(transactions.installmentGroupId)))
        .groupBy(transactions.description)
        .orderBy(desc(sql`count(*)`), desc(sql`max(${transactions.createdAt})`), transactions.description)
        .limit(QUICK_ENTRY_DESCRIPTIONS),
    ]);
    return { lastPaymentMethodId: last[0]?.id ?? null, descriptions: descriptions.map((row) => row.description) };
  });
}
