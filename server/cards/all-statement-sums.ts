import "server-only";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { ZERO_CENTS, numericToCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { cardPayments, openFinanceBills, transactions, transactionTypes } from "@/db/schema";
import { statementMonthOfDay } from "@/lib/domain/card-statement";
import type { StatementMonth } from "@/lib/domain/card-statement";
import { cachedValueForListVersion } from "@/server/shared/versioned-cache";
import { monthSums, statementValor } from "@/server/shared/statement-sums";
import type { MonthSums } from "@/server/shared/statement-sums";

/** Card id → fatura month → its items total and paid amount. */
export type AllStatementSums = Map<string, Map<StatementMonth, MonthSums>>;

type Row = [cardId: string, month: StatementMonth, itemsCents: Cents, paidCents: Cents, bankCents: Cents | null];

async function readRows(db: DbOrTx, userId: string): Promise<Row[]> {
  const [items, paid, bank] = await Promise.all([
    db
      .select({
        cardId: transactions.paymentMethodId,
        month: transactions.statementMonth,
        total: sql<string>`sum(${statementValor})`,
      })
      .from(transactions)
      .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
      .where(and(eq(transactions.userId, userId), isNotNull(transactions.statementMonth)))
      .groupBy(transactions.paymentMethodId, transactions.statementMonth),
    db
      .select({
        cardId: cardPayments.cardId,
        month: cardPayments.statementMonth,
        paid: sql<string>`sum(${cardPayments.amount})`,
      })
      .from(cardPayments)
      .where(eq(cardPayments.userId, userId))
      .groupBy(cardPayments.cardId, cardPayments.statementMonth),
    db
      .select({ cardId: openFinanceBills.cardId, month: openFinanceBills.statementMonth, total: openFinanceBills.total })
      .from(openFinanceBills)
      .where(eq(openFinanceBills.userId, userId)),
  ]);
  const sums = new Map<string, Row>();
  const entry = (cardId: string, day: string) => {
    const month = statementMonthOfDay(day);
    const key = `${cardId}:${month}`;
    const found = sums.get(key) ?? ([cardId, month, ZERO_CENTS, ZERO_CENTS, null] as Row);
    sums.set(key, found);
    return found;
  };
  for (const row of items)
    if (row.cardId && row.month) entry(row.cardId, row.month)[2] = numericToCents(row.total);
  for (const row of paid) entry(row.cardId, row.month)[3] = numericToCents(row.paid);
  for (const row of bank) entry(row.cardId, row.month)[4] = numericToCents(row.total);
  return [...sums.values()];
}

/**
 * Every fatura of every card of the user, whole history: grouped sums (and the bank's bills), kept until the user's
 * data changes (card items are transactions and fatura payments bump the list version too), so
 * the bell on every page does not add up years of purchases again.
 */
export async function sumAllStatements(db: DbOrTx, userId: string): Promise<AllStatementSums> {
  const rows = await cachedValueForListVersion(db, userId, "card-statement-sums", () =>
    readRows(db, userId),
  );
  const all: AllStatementSums = new Map();
  for (const [cardId, month, itemsCents, paidCents, bankCents] of rows) {
    const months = all.get(cardId) ?? new Map<StatementMonth, MonthSums>();
    months.set(month, monthSums(itemsCents, paidCents, bankCents));
    all.set(cardId, months);
  }
  return all;
}
