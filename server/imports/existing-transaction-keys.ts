import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { transactions, transactionTypes } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { negateCents } from "@/lib/format/money";
import { parseDay } from "@/lib/domain/calendar";
import { duplicateKey } from "@/lib/import/mark-duplicates";

/**
 * How many of the user's transactions share each duplicate key, on the days the file covers (the
 * index on user and date reads only those days).
 */
export async function existingTransactionKeys(
  db: DbOrTx,
  userId: string,
  days: string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const distinct = [...new Set(days)].flatMap((text) => parseDay(text) ?? []);
  if (distinct.length === 0) return counts;
  const rows = await db
    .select({
      date: transactions.transactionDate,
      valor: transactions.valor,
      description: transactions.description,
      type: transactionTypes.transactionType,
    })
    .from(transactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .where(
      and(
        eq(transactions.userId, userId),
        inArray(transactions.transactionDate, distinct),
      ),
    );
  for (const row of rows) {
    const amount = row.valor;
    const cents = row.type === "despesa" ? negateCents(amount) : amount;
    const key = duplicateKey(row.date, cents, row.description);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
