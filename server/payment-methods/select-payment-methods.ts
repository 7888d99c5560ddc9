import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Placeholder, SQL, SQLWrapper } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { ZERO_CENTS, centsToReais, type Cents } from "@/lib/format/money";
import {
  cardPayments,
  paymentMethods,
  transactions,
  transactionTypes,
  transfers,
  users,
} from "@/db/schema";
import type { PaymentMethodJson } from "@/lib/schemas/payment-methods";
import { balanceCache } from "@/server/payment-methods/balance-cache";
import type { CachedFigures } from "@/server/payment-methods/balance-cache";
import { paymentMethodAccessSql, visiblePaymentMethodSql } from "@/server/shared/household-access";
import { listVersionSql } from "@/server/shared/list-version";
import { currentListVersion } from "@/server/shared/versioned-cache";
import { preparedForFilter, type RowFilter } from "@/server/shared/row-filter";

const receitaTypeId = sql`(select ${transactionTypes.id} from ${transactionTypes} where ${transactionTypes.transactionType} = 'receita')`;

/** Receitas count up, despesas down. */
const signedValor = sql`case when ${transactions.transactionTypeId} = ${receitaTypeId} then ${transactions.valor} else -${transactions.valor} end`;

const drawing = alias(paymentMethods, "drawing");

/**
 * An account's balance as of `today`: opening balance, the receitas minus despesas paid with it or
 * with a method drawing from it, transfers in minus out, minus fatura payments made from it (a
 * household member's card paid from it included: the payment is the card owner's), each dated up
 * to today. One correlated sum per part, each answered from its own index.
 */
export function balanceSql(userId: string | Placeholder, today: Day | Placeholder | SQL): SQL<string> {
  return sql<string>`${paymentMethods.openingBalance}
    + ${movedSql(userId, today)}`;
}

/**
 * What moved an account's balance (`balanceSql` without the opening balance) on the days up to
 * `upTo`, and only after `after` when given: balances on many days add these up day span by day
 * span, each row read once (server/wealth/accounts-on-days.ts).
 */
export function movedSql(userId: string | Placeholder, upTo: string | Placeholder | SQL, after?: SQL): SQL<string> {
  const since = (column: SQLWrapper) => (after ? sql` and ${column} > ${after}` : sql``);
  const date = since(transactions.transactionDate);
  return sql<string>`coalesce((select sum(${signedValor}) from ${transactions}
        where ${transactions.userId} = ${userId} and ${transactions.paymentMethodId} = ${paymentMethods.id}
          and ${transactions.transactionDate} <= ${upTo}${date}), 0)
    + coalesce((select sum(${signedValor}) from ${transactions}
        where ${transactions.userId} = ${userId}
          and ${transactions.paymentMethodId} in (select ${drawing.id} from ${paymentMethods} as ${sql.identifier("drawing")}
            where ${drawing.userId} = ${userId} and ${drawing.accountId} = ${paymentMethods.id})
          and ${transactions.transactionDate} <= ${upTo}${date}), 0)
    + coalesce((select sum(${transfers.amount}) from ${transfers}
        where ${transfers.userId} = ${userId} and ${transfers.toPaymentMethodId} = ${paymentMethods.id}
          and ${transfers.transferDate} <= ${upTo}${since(transfers.transferDate)}), 0)
    - coalesce((select sum(${transfers.amount}) from ${transfers}
        where ${transfers.userId} = ${userId} and ${transfers.fromPaymentMethodId} = ${paymentMethods.id}
          and ${transfers.transferDate} <= ${upTo}${since(transfers.transferDate)}), 0)
    - coalesce((select sum(${cardPayments.amount}) from ${cardPayments}
        where ${cardPayments.fromPaymentMethodId} = ${paymentMethods.id}
          and ${cardPayments.paidOn} <= ${upTo}${since(cardPayments.paidOn)}), 0)`;
}

/** Everything still owed on a card: its items (credits netted) minus every payment, future parcelas included. */
export function unpaidOnCardSql(
  userId: string,
  cardId: SQL | typeof paymentMethods.id,
): SQL<string> {
  return sql<string>`(coalesce((select sum(-(${signedValor})) from ${transactions}
        where ${transactions.userId} = ${userId} and ${transactions.paymentMethodId} = ${cardId}
          and ${transactions.statementMonth} is not null), 0)
    - coalesce((select sum(${cardPayments.amount}) from ${cardPayments}
        where ${cardPayments.userId} = ${userId} and ${cardPayments.cardId} = ${cardId}), 0))`;
}

const viewer = sql.placeholder("userId");

const columns = {
  id: paymentMethods.id,
  name: paymentMethods.name,
  description: paymentMethods.description,
  color: paymentMethods.color,
  kind: paymentMethods.kind,
  accountId: paymentMethods.accountId,
  openingBalance: paymentMethods.openingBalance,
  closingDay: paymentMethods.closingDay,
  dueDay: paymentMethods.dueDay,
  creditLimit: paymentMethods.creditLimit,
  sharing: paymentMethods.sharing,
  ownerId: paymentMethods.userId,
  ownerName: sql<string>`(select ${users.name} from ${users} where ${users.id} = ${paymentMethods.userId})`,
  access: paymentMethodAccessSql(viewer),
};

const selectRows = preparedForFilter(
  "payment_methods",
  { id: paymentMethods.id, name: paymentMethods.name },
  (db, condition, name) =>
    db
      .select(columns)
      .from(paymentMethods)
      .where(and(visiblePaymentMethodSql(viewer), condition))
      .orderBy(asc(sql`search_fold(${paymentMethods.name})`), asc(paymentMethods.id))
      .prepare(name),
);

/** An amount computed in SQL that may be null, read as `Cents` as a money column is. */
const moneyOrNull = (amount: SQL): SQL<Cents | null> => amount.mapWith(paymentMethods.openingBalance);

/** Every balance and available limit of the user, computed in SQL with the version read alongside. */
async function computeFigures(db: DbOrTx, userId: string, today: Day) {
  const rows = await db
    .select({
      id: paymentMethods.id,
      version: sql<string>`(${listVersionSql(userId)})::text`,
      balance: moneyOrNull(sql`case when ${paymentMethods.kind} = 'account' then (${balanceSql(userId, today)})::text end`),
      availableLimit: moneyOrNull(sql`case when ${paymentMethods.kind} = 'credit_card' and ${paymentMethods.creditLimit} is not null
        then (${paymentMethods.creditLimit} - ${unpaidOnCardSql(userId, paymentMethods.id)})::text end`),
    })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId));
  const figures = new Map<string, CachedFigures>(
    rows.map((row) => [row.id, { balance: row.balance, availableLimit: row.availableLimit }]),
  );
  return { figures, version: rows[0]?.version };
}

/**
 * `ownerId`'s balances and available limits, from memory while their list version and the day
 * hold (see balance-cache), computed again when one of `ids` is missing.
 */
async function figuresOf(
  db: DbOrTx,
  ownerId: string,
  { today, ids, version }: { today: Day; ids: string[]; version: string },
): Promise<Map<string, CachedFigures>> {
  const cached = balanceCache.get(ownerId, version, today);
  if (cached && ids.every((id) => cached.has(id))) return cached;
  const computed = await computeFigures(db, ownerId, today);
  // Figures read inside a transaction may yet be rolled back: only committed reads are kept.
  const inTransaction = "rollback" in db;
  if (computed.version !== undefined && !inTransaction) {
    balanceCache.set(ownerId, { version: computed.version, today, figures: computed.figures });
  }
  return computed.figures;
}

/**
 * The payment methods the user sees (their own and those their household's members share with
 * them) the filter keeps, alphabetically ignoring case and accents, with an account's balance and a
 * card's available limit as their owner sees them: an account's rows are its owner's. Those sums
 * read every transaction of the owner, so they are kept per owner until the list version or the
 * day moves (see balance-cache).
 */
export async function selectPaymentMethods(
  db: DbOrTx,
  userId: string,
  filter: RowFilter,
): Promise<PaymentMethodJson[]> {
  const today = todayInSaoPaulo();
  const { statement, values } = selectRows(db, filter);
  const [rows, version] = await Promise.all([
    statement.execute({ ...values, userId }),
    currentListVersion(db, userId),
  ]);
  const owners = new Map<string, Map<string, CachedFigures>>();
  for (const ownerId of new Set(rows.map((row) => row.ownerId))) {
    const ids = rows.filter((row) => row.ownerId === ownerId).map((row) => row.id);
    const ownerVersion = ownerId === userId ? version : await currentListVersion(db, ownerId);
    owners.set(ownerId, await figuresOf(db, ownerId, { today, ids, version: ownerVersion }));
  }
  return rows.map((row) => {
    const { balance, availableLimit } = owners.get(row.ownerId)?.get(row.id) ?? {
      balance: null,
      availableLimit: null,
    };
    return {
      _id: row.id,
      name: row.name,
      description: row.description,
      color: row.color,
      kind: row.kind,
      accountId: row.accountId,
      openingBalance: centsToReais(row.openingBalance),
      balance: row.kind === "account" ? centsToReais(balance ?? ZERO_CENTS) : null,
      closingDay: row.closingDay,
      dueDay: row.dueDay,
      creditLimit: row.creditLimit === null ? null : centsToReais(row.creditLimit),
      availableLimit: availableLimit === null ? null : centsToReais(availableLimit),
      sharing: row.sharing,
      ownerId: row.ownerId,
      ...(row.ownerId === userId ? {} : { ownerName: row.ownerName }),
      access: row.access,
    };
  });
}
