import "server-only";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { decimalToCents } from "@/lib/money";
import { cardPayments, transactions, transactionTypes } from "@/db/schema";
import { statementMonthOfDay, statementMonthToDate } from "@/lib/card-statement";
import type { StatementMonth } from "@/lib/card-statement";

export interface MonthSums {
  totalCents: number;
  paidCents: number;
}

/** A card item's amount on its fatura: purchases add, credits (receitas) subtract. */
export const statementValor = sql<string>`case when ${transactionTypes.transactionType} = 'receita' then -${transactions.valor} else ${transactions.valor} end`;

/**
 * Items total and paid amount of every fatura of a card in `[from, to)`, by month, two grouped
 * sums on the card's indexes. Months with neither are absent.
 */
export async function sumStatements(
  db: DbOrTx,
  userId: string,
  cardId: string,
  from: StatementMonth,
  to: StatementMonth,
): Promise<Map<StatementMonth, MonthSums>> {
  const start = statementMonthToDate(from);
  const end = statementMonthToDate(to);
  const [items, paid] = await Promise.all([
    db
      .select({ month: transactions.statementMonth, total: sql<string>`sum(${statementValor})` })
      .from(transactions)
      .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
      .where(
        and(
          eq(transactions.userId, userId),
          eq(transactions.paymentMethodId, cardId),
          gte(transactions.statementMonth, start),
          lt(transactions.statementMonth, end),
        ),
      )
      .groupBy(transactions.statementMonth),
    db
      .select({ month: cardPayments.statementMonth, paid: sql<string>`sum(${cardPayments.amount})` })
      .from(cardPayments)
      .where(
        and(
          eq(cardPayments.userId, userId),
          eq(cardPayments.cardId, cardId),
          gte(cardPayments.statementMonth, start),
          lt(cardPayments.statementMonth, end),
        ),
      )
      .groupBy(cardPayments.statementMonth),
  ]);
  const sums = new Map<StatementMonth, MonthSums>();
  const entry = (month: string) => {
    const key = statementMonthOfDay(month);
    const found = sums.get(key) ?? { totalCents: 0, paidCents: 0 };
    sums.set(key, found);
    return found;
  };
  for (const row of items) if (row.month) entry(row.month).totalCents = decimalToCents(row.total);
  for (const row of paid) entry(row.month).paidCents = decimalToCents(row.paid);
  return sums;
}
