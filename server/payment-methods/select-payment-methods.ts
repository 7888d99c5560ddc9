import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/dates";
import { decimalToNumber } from "@/lib/money";
import { cardPayments, paymentMethods, transactions, transactionTypes, transfers } from "@/db/schema";
import type { PaymentMethodJson } from "@/lib/schemas/payment-methods";

const receitaTypeId = sql`(select ${transactionTypes.id} from ${transactionTypes} where ${transactionTypes.transactionType} = 'receita')`;

/** Receitas count up, despesas down. */
const signedValor = sql`case when ${transactions.transactionTypeId} = ${receitaTypeId} then ${transactions.valor} else -${transactions.valor} end`;

/**
 * An account's balance as of `today`: opening balance, its receitas minus despesas, transfers in
 * minus out, minus fatura payments made from it, each dated up to today. One correlated sum per
 * part, each answered from its own index.
 */
function balanceSql(userId: string, today: string): SQL<string> {
  return sql<string>`${paymentMethods.openingBalance}
    + coalesce((select sum(${signedValor}) from ${transactions}
        where ${transactions.userId} = ${userId} and ${transactions.paymentMethodId} = ${paymentMethods.id}
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
export function unpaidOnCardSql(userId: string, cardId: SQL | typeof paymentMethods.id): SQL<string> {
  return sql<string>`(coalesce((select sum(-(${signedValor})) from ${transactions}
        where ${transactions.userId} = ${userId} and ${transactions.paymentMethodId} = ${cardId}
          and ${transactions.statementMonth} is not null), 0)
    - coalesce((select sum(${cardPayments.amount}) from ${cardPayments}
        where ${cardPayments.userId} = ${userId} and ${cardPayments.cardId} = ${cardId}), 0))`;
}

/**
 * The user's payment methods matching `where`, alphabetically ignoring case and accents, with an
 * account's balance and a card's available limit computed in SQL.
 */
export async function selectPaymentMethods(
  db: DbOrTx,
  userId: string,
  where?: SQL,
): Promise<PaymentMethodJson[]> {
  const today = todayInSaoPaulo();
  const rows = await db
    .select({
      id: paymentMethods.id,
      name: paymentMethods.name,
      description: paymentMethods.description,
      color: paymentMethods.color,
      kind: paymentMethods.kind,
      openingBalance: paymentMethods.openingBalance,
      closingDay: paymentMethods.closingDay,
      dueDay: paymentMethods.dueDay,
      creditLimit: paymentMethods.creditLimit,
      balance: sql<string | null>`case when ${paymentMethods.kind} = 'account' then (${balanceSql(userId, today)})::text end`,
      availableLimit: sql<string | null>`case when ${paymentMethods.kind} = 'credit_card' and ${paymentMethods.creditLimit} is not null
        then (${paymentMethods.creditLimit} - ${unpaidOnCardSql(userId, paymentMethods.id)})::text end`,
    })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), where))
    .orderBy(asc(sql`search_fold(${paymentMethods.name})`), asc(paymentMethods.id));
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    kind: row.kind,
    openingBalance: decimalToNumber(row.openingBalance),
    balance: row.balance === null ? null : decimalToNumber(row.balance),
    closingDay: row.closingDay,
    dueDay: row.dueDay,
    creditLimit: row.creditLimit === null ? null : decimalToNumber(row.creditLimit),
    availableLimit: row.availableLimit === null ? null : decimalToNumber(row.availableLimit),
  }));
}
