import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { monthOf } from "@/lib/domain/calendar";
import type { Month } from "@/lib/domain/calendar";
import { cachedValueForListVersion } from "@/server/shared/versioned-cache";
import { rowSums, statementSumsQuery } from "@/server/cards/statement-sums";
import type { MonthSums } from "@/server/cards/statement-sums";

/** Card id → fatura month → its items total, paid amount and the bank's total. */
export type AllStatementSums = Map<string, Map<Month, MonthSums>>;

/**
 * Every fatura of every card of the user, whole history: grouped sums (and the bank's bills), kept until the user's
 * data changes (card items are transactions and fatura payments bump the list version too), so
 * the bell on every page does not add up years of purchases again.
 */
export async function sumAllStatements(db: DbOrTx, userId: string): Promise<AllStatementSums> {
  const rows = await cachedValueForListVersion(db, userId, "card-statement-sums", () =>
    statementSumsQuery(db, (columns) =>
      and(eq(columns.userId, userId), isNotNull(columns.cardId), isNotNull(columns.month)),
    ),
  );
  const all: AllStatementSums = new Map();
  for (const row of rows) {
    const months = all.get(row.cardId) ?? new Map<Month, MonthSums>();
    months.set(monthOf(row.month), rowSums(row));
    all.set(row.cardId, months);
  }
  return all;
}
