import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/lib/server/db";
import { preparedStatement } from "@/lib/server/prepared";
import { firstDay, shiftMonth, todayInSaoPaulo } from "@/lib/domain/calendar";
import type { Day, Month } from "@/lib/domain/calendar";
import { ZERO_CENTS, centsToReais } from "@/lib/format/money";
import { cardPayments, categories, paymentMethods, transactions, transactionTypes } from "@/db/schema";
import type { StatementJson } from "@/lib/schemas/cards";
import { cardOwnerFor, loadCard } from "@/server/cards/load-card";
import { visibleHouseholdItemSql, visiblePaymentMethodSql } from "@/server/shared/household-access";
import { monthSums, statementValor, sumStatements } from "@/server/cards/statement-sums";
import { toStatementSummary } from "@/server/cards/to-statement-summary";
import { cachedForListVersion, cachedValueForListVersion } from "@/server/shared/versioned-cache";

/** Who reads the fatura: a category or paying account is named only when they see it. */
const viewer = sql.placeholder("viewerId");

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
      and(eq(categories.id, transactions.categoryId), visibleHouseholdItemSql(viewer, categories)),
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

const paying = alias(paymentMethods, "paying");

const statementPayments = preparedStatement("statement_payments", (db, name) =>
  db
    .select({
      id: cardPayments.id,
      amount: cardPayments.amount,
      paidOn: cardPayments.paidOn,
      fromPaymentMethodId: paying.id,
      paidOutside: cardPayments.paidOutside,
    })
    .from(cardPayments)
    .leftJoin(paying, and(eq(paying.id, cardPayments.fromPaymentMethodId), visiblePaymentMethodSql(viewer, paying)))
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

/**
 * A fatura's cache key, under the reader's list version: kept per day until their data changes (the
 * card, its days, items and payments all move it, and every household member's moves with the
 * owner's). Per reader, since the names shown depend on what they see.
 */
const statementKey = (cardId: string, month: Month, today: Day) => `statement:${cardId}:${month}:${today}`;

/**
 * One fatura with its items (oldest first) and payments, for the card's screen, for anyone who sees
 * the card: its rows are the owner's. A month with nothing on it is a valid, empty fatura.
 */
export async function getStatement(
  db: DbOrTx,
  userId: string,
  { cardId, month }: { cardId: string; month: Month },
): Promise<StatementJson> {
  const ownerId = await cardOwnerFor(db, userId, cardId, { mode: "read" });
  const today = todayInSaoPaulo();
  return cachedValueForListVersion<StatementJson>(db, userId, statementKey(cardId, month, today), () =>
    readStatement(db, { ownerId, viewerId: userId }, cardId, month, today),
  );
}

/**
 * GET /payment-method/{id}/statements/{YYYY-MM}: the same answer as JSON bytes, sent as cached. A
 * busy card's month is ~150 KB; parsing and re-serialising it on every call kept the CPU busy
 * under load (docs/decisions/pending-payments-speed.md, "1M figures").
 */
export async function getStatementJson(
  db: DbOrTx,
  userId: string,
  { cardId, month }: { cardId: string; month: Month },
): Promise<Uint8Array<ArrayBuffer>> {
  const ownerId = await cardOwnerFor(db, userId, cardId, { mode: "read" });
  const today = todayInSaoPaulo();
  return cachedForListVersion(db, userId, statementKey(cardId, month, today), async () =>
    JSON.stringify(await readStatement(db, { ownerId, viewerId: userId }, cardId, month, today)),
  );
}

async function readStatement(
  db: DbOrTx,
  { ownerId, viewerId }: { ownerId: string; viewerId: string },
  cardId: string,
  month: Month,
  today: Day,
): Promise<StatementJson> {
  const card = await loadCard(db, ownerId, cardId);
  const values = { userId: ownerId, viewerId, cardId, month: firstDay(month) };
  const [items, payments, sums] = await Promise.all([
    statementItems(db).execute(values),
    statementPayments(db).execute(values),
    sumStatements(db, ownerId, { cardId, from: month, to: shiftMonth(month, 1) }),
  ]);
  return {
    ...toStatementSummary(card, month, sums.get(month) ?? monthSums(ZERO_CENTS, ZERO_CENTS), today),
    items: items.map((item) => ({
      _id: item.id,
      description: item.description,
      valor: centsToReais(item.valor),
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
      amount: centsToReais(payment.amount),
      paidOn: payment.paidOn,
      fromPaymentMethodId: payment.fromPaymentMethodId,
      paidOutside: payment.paidOutside,
    })),
  };
}
