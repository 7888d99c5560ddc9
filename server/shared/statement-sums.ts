import "server-only";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { preparedStatement } from "@/lib/server/prepared";
import { ZERO_CENTS, numericToCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { cardPayments, openFinanceBills, transactions, transactionTypes } from "@/db/schema";
import { statementMonthOfDay, statementMonthToDate } from "@/lib/domain/card-statement";
import type { StatementMonth } from "@/lib/domain/card-statement";

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

const bankSums = preparedStatement("statement_bank_sums", (db, name) =>
  db
    .select({ cardId: openFinanceBills.cardId, month: openFinanceBills.statementMonth, total: openFinanceBills.total })
    .from(openFinanceBills)
    .where(
      and(
        eq(openFinanceBills.userId, sql.placeholder("userId")),
        eq(openFinanceBills.cardId, sql.placeholder("cardId")),
        gte(openFinanceBills.statementMonth, sql.placeholder("start")),
        lt(openFinanceBills.statementMonth, sql.placeholder("end")),
      ),
    )
    .prepare(name),
);

/** The bank's bill totals of a card in `[from, to)`, by fatura month. */
export async function readBankBills(
  db: DbOrTx,
  userId: string,
  cardId: string,
  from: StatementMonth,
  to: StatementMonth,
): Promise<Map<StatementMonth, Cents>> {
  const rows = await bankSums(db).execute({
    userId,
    cardId,
    start: statementMonthToDate(from),
    end: statementMonthToDate(to),
  });
  return new Map(rows.map((row) => [statementMonthOfDay(row.month), numericToCents(row.total)]));
}

/**
 * Items total, bank total and paid amount of every fatura of a card in `[from, to)`, by month,
 * grouped sums on the card's indexes. Months with none are absent.
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
  const [items, paid, bank] = await Promise.all([
    itemSums(db).execute(values),
    paidSums(db).execute(values),
    readBankBills(db, userId, cardId, from, to),
  ]);
  const parts = new Map<StatementMonth, { items: Cents; paid: Cents }>();
  const entry = (month: string) => {
    const key = statementMonthOfDay(month);
    const found = parts.get(key) ?? { items: ZERO_CENTS, paid: ZERO_CENTS };
    parts.set(key, found);
    return found;
  };
  for (const row of items) if (row.month) entry(row.month).items = numericToCents(row.total);
  for (const row of paid) entry(row.month).paid = numericToCents(row.paid);
  for (const month of bank.keys()) entry(month);
  return new Map(
    [...parts].map(([month, part]) => [month, monthSums(part.items, part.paid, bank.get(month) ?? null)]),
  );
}
