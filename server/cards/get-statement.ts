import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { preparedStatement } from "@/lib/server/prepared";
import { todayInSaoPaulo } from "@/lib/format/dates";
import { ZERO_CENTS, numericToReais } from "@/lib/format/money";
import { addStatementMonths, statementMonthToDate } from "@/lib/domain/card-statement";
import type { StatementMonth } from "@/lib/domain/card-statement";
import { cardPayments, categories, transactions, transactionTypes } from "@/db/schema";
import type { StatementJson } from "@/lib/schemas/cards";
import { loadCard } from "@/server/cards/load-card";
import { monthSums, statementValor, sumStatements } from "@/server/cards/statement-sums";
import { toStatementSummary } from "@/server/cards/to-statement-summary";
import { cachedForListVersion, cachedValueForListVersion } from "@/server/shared/versioned-cache";

const statementItems = preparedStatement("statement_items", (db, name) =>
  db
    .select({
      id: transactions.id,
      description: transactions.description,
      valor: statementValor,
      transactionDate: transactions.transactionDate,
      categoryId: categories.id,
      categoryName: categories.name,
      categoryColor: categories.color,
      index: transactions.installmentIndex,
      count: transactions.installmentCount,
    })
    .from(transactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .leftJoin(
      categories,
      and(
        eq(categories.id, transactions.categoryId),
        eq(categories.userId, sql.placeholder("userId")),
      ),
    )
    .where(
      and(
        eq(transactions.userId, sql.placeholder("userId")),
        eq(transactions.paymentMethodId, sql.placeholder("cardId")),
        eq(transactions.statementMonth, sql.placeholder("month")),
      ),
    )
    .orderBy(asc(transactions.transactionDate), asc(transactions.createdAt), asc(transactions.id))
    .prepare(name),
);

const statementPayments = preparedStatement("statement_payments", (db, name) =>
  db
    .select({
      id: cardPayments.id,
      amount: cardPayments.amount,
      paidOn: cardPayments.paidOn,
      fromPaymentMethodId: cardPayments.fromPaymentMethodId,
      paidOutside: cardPayments.paidOutside,
    })
    .from(cardPayments)
    .where(
      and(
        eq(cardPayments.userId, sql.placeholder("userId")),
        eq(cardPayments.cardId, sql.placeholder("cardId")),
        eq(cardPayments.statementMonth, sql.placeholder("month")),
      ),
    )
    .orderBy(asc(cardPayments.paidOn), asc(cardPayments.createdAt), asc(cardPayments.id))
    .prepare(name),
);

/** A fatura's cache key: kept per day until the user's data changes (the card, its days, items and payments all move the list version). */
const statementKey = (cardId: string, month: StatementMonth, today: string) => `statement:${cardId}:${month}:${today}`;

/**
 * One fatura with its items (oldest first) and payments, for the card's screen. A month with
 * nothing on it is a valid, empty fatura.
 */
export async function getStatement(
  db: DbOrTx,
  userId: string,
  { cardId, month }: { cardId: string; month: StatementMonth },
): Promise<StatementJson> {
  const today = todayInSaoPaulo();
  return cachedValueForListVersion<StatementJson>(db, userId, statementKey(cardId, month, today), () =>
    readStatement(db, userId, cardId, month, today),
  );
}

/**
 * GET /payment-method/{id}/statements/{YYYY-MM}: the same answer as JSON bytes, sent as cached. A
 * busy card's month is ~150 KB; parsing and re-serialising it on every call kept the CPU busy
 * under load (docs/decisions/pending-payments-speed.md, "1M figures").
 */
export function getStatementJson(
  db: DbOrTx,
  userId: string,
  { cardId, month }: { cardId: string; month: StatementMonth },
): Promise<Uint8Array<ArrayBuffer>> {
  const today = todayInSaoPaulo();
  return cachedForListVersion(db, userId, statementKey(cardId, month, today), async () =>
    JSON.stringify(await readStatement(db, userId, cardId, month, today)),
  );
}

async function readStatement(
  db: DbOrTx,
  userId: string,
  cardId: string,
  month: StatementMonth,
  today: string,
): Promise<StatementJson> {
  const card = await loadCard(db, userId, cardId);
  const monthDate = statementMonthToDate(month);
  const values = { userId, cardId, month: monthDate };
  const [items, payments, sums] = await Promise.all([
    statementItems(db).execute(values),
    statementPayments(db).execute(values),
    sumStatements(db, userId, { cardId, from: month, to: addStatementMonths(month, 1) }),
  ]);
  return {
    ...toStatementSummary(card, month, sums.get(month) ?? monthSums(ZERO_CENTS, ZERO_CENTS), today),
    items: items.map((item) => ({
      _id: item.id,
      description: item.description,
      valor: numericToReais(item.valor),
      transactionDate: item.transactionDate,
      category:
        item.categoryId && item.categoryName && item.categoryColor
          ? { _id: item.categoryId, name: item.categoryName, color: item.categoryColor }
          : null,
      installment:
        item.index !== null && item.count !== null ? { number: item.index, of: item.count } : null,
    })),
    payments: payments.map((payment) => ({
      _id: payment.id,
      amount: numericToReais(payment.amount),
      paidOn: payment.paidOn,
      fromPaymentMethodId: payment.fromPaymentMethodId,
      paidOutside: payment.paidOutside,
    })),
  };
}
