import "server-only";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/lib/server/db";
import { preparedStatement } from "@/lib/server/prepared";
import type { Cents } from "@/lib/format/money";
import { cardPayments, openFinanceBills, transactions, transactionTypes } from "@/db/schema";
import { firstDay, monthOf } from "@/lib/domain/calendar";
import type { Day, Month } from "@/lib/domain/calendar";

export interface MonthSums {
  /** The fatura's total: the bank's bill where a connected card has one, else its items' sum. */
  totalCents: Cents;
  paidCents: Cents;
  /** The sum of the items Bolso holds on the fatura. */
  itemsCents: Cents;
  /** The bill's total at the bank (a connected card), or null. */
  bankCents: Cents | null;
}

/** A fatura's sums; where the bank sent the bill, the bank's total wins over the items'. */
export function monthSums(itemsCents: Cents, paidCents: Cents, bankCents: Cents | null = null): MonthSums {
  return { totalCents: bankCents ?? itemsCents, paidCents, itemsCents, bankCents };
}

/** A card item's amount on its fatura: purchases add, credits (receitas) subtract. */
export const statementValor = sql<Cents>`case when ${transactionTypes.transactionType} = 'receita' then -${transactions.valor} else ${transactions.valor} end`.mapWith(transactions.valor);

/** What places a row on a fatura: whose it is, its card and its month (a `date` column: the month's first day). */
interface StatementColumns {
  userId: PgColumn;
  cardId: PgColumn;
  month: PgColumn;
}

/** Which faturas to sum, said once for their items, their payments and the bank's bills. */
type StatementFilter = (columns: StatementColumns) => SQL | undefined;

const onItems = {
  userId: transactions.userId,
  cardId: transactions.paymentMethodId,
  month: transactions.statementMonth,
};
const onPayments = { userId: cardPayments.userId, cardId: cardPayments.cardId, month: cardPayments.statementMonth };
const onBills = {
  userId: openFinanceBills.userId,
  cardId: openFinanceBills.cardId,
  month: openFinanceBills.statementMonth,
};

/** One row of a fatura's parts: an item, a payment or the bank's bill, each adding to its own sum. */
const part = (columns: StatementColumns, amounts: { items?: SQL; paid?: SQL; bank?: SQL }) => ({
  cardId: sql<string>`${columns.cardId}`.as("card_id"),
  month: sql<Day>`${columns.month}`.as("month"),
  items: sql<string>`(${amounts.items ?? sql`0`})::numeric`.as("items"),
  paid: sql<string>`(${amounts.paid ?? sql`0`})::numeric`.as("paid"),
  bank: sql<string | null>`(${amounts.bank ?? sql`null`})::numeric`.as("bank"),
});

/**
 * Items total, paid amount and bank total (null without a bill) of the faturas the filter picks,
 * by card and month: one grouped sum over the three. Faturas with none of them are absent.
 */
export function statementSumsQuery(db: DbOrTx, filter: StatementFilter) {
  const items = db
    .select(part(onItems, { items: statementValor }))
    .from(transactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .where(filter(onItems));
  const paid = db
    .select(part(onPayments, { paid: sql`${cardPayments.amount}` }))
    .from(cardPayments)
    .where(filter(onPayments));
  const bank = db
    .select(part(onBills, { bank: sql`${openFinanceBills.total}` }))
    .from(openFinanceBills)
    .where(filter(onBills));
  const parts = items.unionAll(paid).unionAll(bank).as("statement_parts");
  return db
    .select({
      cardId: parts.cardId,
      month: parts.month,
      items: sql<Cents>`sum(${parts.items})`.mapWith(transactions.valor),
      paid: sql<Cents>`sum(${parts.paid})`.mapWith(transactions.valor),
      bank: sql<Cents | null>`max(${parts.bank})`.mapWith(transactions.valor),
    })
    .from(parts)
    .groupBy(parts.cardId, parts.month);
}

/** A row of `statementSumsQuery` as a fatura's sums. */
export function rowSums(row: { items: Cents; paid: Cents; bank: Cents | null }): MonthSums {
  return monthSums(row.items, row.paid, row.bank);
}

const cardSums = preparedStatement("statement_sums", (db, name) =>
  statementSumsQuery(db, (columns) =>
    and(
      eq(columns.userId, sql.placeholder("userId")),
      eq(columns.cardId, sql.placeholder("cardId")),
      gte(columns.month, sql.placeholder("start")),
      lt(columns.month, sql.placeholder("end")),
    ),
  ).prepare(name),
);

/**
 * Items total, bank total and paid amount of every fatura of a card in `[from, to)`, by month,
 * one grouped sum on the card's indexes. Months with none are absent.
 */
export async function sumStatements(
  db: DbOrTx,
  userId: string,
  { cardId, from, to }: { cardId: string; from: Month; to: Month },
): Promise<Map<Month, MonthSums>> {
  const rows = await cardSums(db).execute({
    userId,
    cardId,
    start: firstDay(from),
    end: firstDay(to),
  });
  return new Map(rows.map((row) => [monthOf(row.month), rowSums(row)]));
}
