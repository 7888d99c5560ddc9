import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Placeholder, SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/format/dates";
import { numericToReais } from "@/lib/format/money";
import {
  cardPayments,
  paymentMethods,
  transactions,
  transactionTypes,
  transfers,
} from "@/db/schema";
import type { PaymentMethodJson } from "@/lib/schemas/payment-methods";
import { balanceCache } from "@/server/payment-methods/balance-cache";
import { listVersionSql } from "@/server/shared/list-version";
import { currentListVersion } from "@/server/shared/versioned-cache";
import { preparedForFilter, type RowFilter } from "@/server/shared/row-filter";

const receitaTypeId = sql`(select ${transactionTypes.id} from ${transactionTypes} where ${transactionTypes.transactionType} = 'receita')`;

/** Receitas count up, despesas down. */
const signedValor = sql`case when ${transactions.transactionTypeId} = ${receitaTypeId} then ${transactions.valor} else -${transactions.valor} end`;

const drawing = alias(paymentMethods, "drawing");

/**
 * An account's balance as of `today`: opening balance, the receitas minus despesas paid with it or
 * with a method drawing from it, transfers in minus out, minus fatura payments made from it, each
 * dated up to today. One correlated sum per part, each answered from its own index. `today` may be
 * a column (balances on many days in one query: server/wealth/accounts-on-days.ts).
 */
export function balanceSql(userId: string | Placeholder, today: string | Placeholder | SQL): SQL<string> {
  return sql<string>`${paymentMethods.openingBalance}
    + coalesce((select sum(${signedValor}) from ${transactions}
        where ${transactions.userId} = ${userId} and ${transactions.paymentMethodId} = ${paymentMethods.id}
          and ${transactions.transactionDate} <= ${today}), 0)
    + coalesce((select sum(${signedValor}) from ${transactions}
        where ${transactions.userId} = ${userId}
          and ${transactions.paymentMethodId} in (select ${drawing.id} from ${paymentMethods} as ${sql.identifier("drawing")}
            where ${drawing.userId} = ${userId} and ${drawing.accountId} = ${paymentMethods.id})
          and ${transactions.transactionDate} <= ${today}), 0)
    + coalesce((select sum(${transfers.amount}) from ${transfers}
        where ${transfers.userId} = ${userId} and ${transfers.toPaymentMethodId} = ${paymentMethods.id}
          and ${transfers.transferDate} <= ${today}), 0)
    - coalesce((select sum(${transfers.amount}) from ${transfers}
        where ${transfers.userId} = ${userId} and ${transfers.fromPaymentMethodId} = ${paymentMethods.id}
          and ${transfers.transferDate} <= ${today}), 0)
    - coalesce((select sum(${cardPayments.amount}) from ${cardPayments}
        where ${cardPayments.userId} = ${userId} and ${cardPayments.fromPaymentMethodId} = ${paymentMethods.id}
          and ${cardPayments.paidOn} <= ${today}), 0)`;
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
};

const selectRows = preparedForFilter(
  "payment_methods",
  { id: paymentMethods.id, name: paymentMethods.name },
  (db, condition, name) =>
    db
      .select(columns)
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, sql.placeholder("userId")), condition))
      .orderBy(asc(sql`search_fold(${paymentMethods.name})`), asc(paymentMethods.id))
      .prepare(name),
);

/** Every balance and available limit of the user, computed in SQL with the version read alongside. */
async function computeFigures(db: DbOrTx, userId: string, today: string) {
  const rows = await db
    .select({
      id: paymentMethods.id,
      version: sql<string>`(${listVersionSql(userId)})::text`,
      balance: sql<
        string | null
      >`case when ${paymentMethods.kind} = 'account' then (${balanceSql(userId, today)})::text end`,
      availableLimit: sql<
        string | null
      >`case when ${paymentMethods.kind} = 'credit_card' and ${paymentMethods.creditLimit} is not null
        then (${paymentMethods.creditLimit} - ${unpaidOnCardSql(userId, paymentMethods.id)})::text end`,
    })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId));
  const figures = new Map(
    rows.map((row) => [row.id, { balance: row.balance, availableLimit: row.availableLimit }]),
  );
  return { figures, version: rows[0]?.version };
}

/**
 * The user's payment methods the filter keeps, alphabetically ignoring case and accents, with an
 * account's balance and a card's available limit. Those sums read every transaction of the user,
 * so they are kept per user until the list version or the day moves (see balance-cache).
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
  let figures = balanceCache.get(userId, version, today);
  if (!figures || rows.some((row) => !figures?.has(row.id))) {
    const computed = await computeFigures(db, userId, today);
    figures = computed.figures;
    // Figures read inside a transaction may yet be rolled back: only committed reads are kept.
    const inTransaction = "rollback" in db;
    if (computed.version !== undefined && !inTransaction) {
      balanceCache.set(userId, { version: computed.version, today, figures });
    }
  }
  const known = figures;
  return rows.map((row) => {
    const { balance, availableLimit } = known.get(row.id) ?? {
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
      openingBalance: numericToReais(row.openingBalance),
      balance: row.kind === "account" ? numericToReais(balance ?? "0") : null,
      closingDay: row.closingDay,
      dueDay: row.dueDay,
      creditLimit: row.creditLimit === null ? null : numericToReais(row.creditLimit),
      availableLimit: availableLimit === null ? null : numericToReais(availableLimit),
    };
  });
}
