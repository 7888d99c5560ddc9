import "server-only";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { preparedStatement } from "@/lib/server/prepared";
import { ZERO_CENTS, numericToCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { cardPayments, transactions, transactionTypes } from "@/db/schema";
import { statementMonthOfDay, statementMonthToDate } from "@/lib/domain/card-statement";
import type { StatementMonth } from "@/lib/domain/card-statement";

export interface MonthSums {
  totalCents: Cents;
  paidCents: Cents;
}

/** A card item's amount on its fatura: purchases add, credits (receitas) subtract. */
export const statementValor = sql<string>`case when ${transactionTypes.transactionType} = 'receita' then -${transactions.valor} else ${transactions.valor} end`;

const itemSums = preparedStatement("statement_item_sums", (db, name) =>
  db
    .select({ month: transactions.statementMonth, total: sql<string>`sum(${statementValor})` })
    .from(transactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .where(
      and(
        eq(transactions.userId, sql.placeholder("userId")),
        eq(transactions.paymentMethodId, sql.placeholder("cardId")),
        gte(transactions.statementMonth, sql.placeholder("start")),
        lt(transactions.statementMonth, sql.placeholder("end")),
      ),
    )
    .groupBy(transactions.statementMonth)
    .prepare(name),
);

const paidSums = preparedStatement("statement_paid_sums", (db, name) =>
  db
    .select({ month: cardPayments.statementMonth, paid: sql<string>`sum(${cardPayments.amount})` })
    .from(cardPayments)
    .where(
      and(
        eq(cardPayments.userId, sql.placeholder("userId")),
        eq(cardPayments.cardId, sql.placeholder("cardId")),
        gte(cardPayments.statementMonth, sql.placeholder("start")),
        lt(cardPayments.statementMonth, sql.placeholder("end")),
      ),
    )
    .groupBy(cardPayments.statementMonth)
    .prepare(name),
);

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
  const values = {
    userId,
    cardId,
    start: statementMonthToDate(from),
    end: statementMonthToDate(to),
  };
  const [items, paid] = await Promise.all([
    itemSums(db).execute(values),
    paidSums(db).execute(values),
  ]);
  const sums = new Map<StatementMonth, MonthSums>();
  const entry = (month: string) => {
    const key = statementMonthOfDay(month);
    const found = sums.get(key) ?? { totalCents: ZERO_CENTS, paidCents: ZERO_CENTS };
    sums.set(key, found);
    return found;
  };
  for (const row of items) if (row.month) entry(row.month).totalCents = numericToCents(row.total);
  for (const row of paid) entry(row.month).paidCents = numericToCents(row.paid);
  return sums;
}
