import "server-only";
import { eq } from "drizzle-orm";
import { cardPayments, transactions } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import type { Cents } from "@/lib/format/money";

/**
 * Every amount the person has on record: their transactions' and their fatura payments'. A bank
 * row can only be matched to something of the same amount (a pending twin, a hand-typed or OFX
 * copy, a projected parcela, a transfer's other side, a card payment), so a row whose amount is
 * not here skips those lookups: on a first sync most rows are new, and each lookup is a round
 * trip. Read once per page (one query: `union` leaves each amount once), inside its transaction;
 * the page adds what it writes.
 */
export async function amountsOnRecord(tx: DbOrTx, userId: string): Promise<Set<Cents>> {
  const rows = await tx
    .select({ amount: transactions.valor })
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .union(
      tx
        .select({ amount: cardPayments.amount })
        .from(cardPayments)
        .where(eq(cardPayments.userId, userId)),
    );
  return new Set(rows.map((row) => row.amount));
}
