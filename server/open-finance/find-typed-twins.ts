import "server-only";
import { and, asc, eq, inArray, isNull, notExists, or, sql } from "drizzle-orm";
import { openFinanceTransactions, paymentMethods, transactions, transactionTypes } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import type { Cents } from "@/lib/format/money";
import type { Day } from "@/lib/domain/calendar";
import type { TransactionTypeName } from "@/lib/domain/enums";
import { BANK_MATCH_WINDOWS } from "@/lib/domain/bank-match-windows";

export interface TypedTwinQuery {
  userId: string;
  /** The connected account's payment method: rows on it, on a method drawing from it, or on none count. */
  paymentMethodId: string;
  /** The bank row's amount (exact) and direction. */
  cents: Cents;
  type: TransactionTypeName;
  /** The bank's day (for a card purchase, its purchase day). */
  day: string;
  /** A card parcela: the typed parcela of the same number in a series bought around `purchaseDay`. */
  installment?: { index: number; count: number; purchaseDay: Day | null } | null;
  limit?: number;
}

export interface TypedTwin {
  id: string;
  day: Day;
  description: string;
  categoryId: string | null;
  paymentMethodName: string | null;
  /** Days between the row and the bank's day; 0 for the parcela of the same number. */
  distance: number;
  sameInstallment: boolean;
}

/** No bank row is linked to this transaction yet. */
const unlinked = notExists(
  sql`(select 1 from ${openFinanceTransactions} where ${openFinanceTransactions.transactionId} = ${transactions.id})`,
);

/**
 * The rows the person typed (or imported) that may be this bank row: same amount and direction,
 * not yet linked to a bank row, on the connected account, on a payment method that draws from it
 * (Pix, débito, boleto) or on none, within 3 days of the bank's day; for a card parcela also the
 * typed parcela of the same number of a purchase made around the bank's purchase day. Nearest first.
 */
export async function findTypedTwins(tx: DbOrTx, query: TypedTwinQuery): Promise<TypedTwin[]> {
  const { userId, day, installment: plan } = query;
  const drawing = tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.accountId, query.paymentMethodId)));
  const near = sql`${transactions.transactionDate} between ${day}::date - ${BANK_MATCH_WINDOWS.copy}::int and ${day}::date + ${BANK_MATCH_WINDOWS.copy}::int`;
  const sameInstallment = plan
    ? and(
        eq(transactions.installmentIndex, plan.index),
        eq(transactions.installmentCount, plan.count),
        plan.purchaseDay
          ? sql`${transactions.transactionDate} between (${plan.purchaseDay}::date + ${plan.index - 1} * interval '1 month')::date - ${BANK_MATCH_WINDOWS.copy}::int
              and (${plan.purchaseDay}::date + ${plan.index - 1} * interval '1 month')::date + ${BANK_MATCH_WINDOWS.copy}::int`
          : undefined,
      )
    : undefined;
  const rows = await tx
    .select({
      id: transactions.id,
      day: transactions.transactionDate,
      description: transactions.description,
      categoryId: transactions.categoryId,
      paymentMethodName: paymentMethods.name,
      sameInstallment: sameInstallment ? sql<boolean>`coalesce(${sameInstallment}, false)` : sql<boolean>`false`,
      distance: sql<number>`abs(${transactions.transactionDate} - ${day}::date)`,
    })
    .from(transactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .leftJoin(
      paymentMethods,
      and(eq(paymentMethods.id, transactions.paymentMethodId), eq(paymentMethods.userId, userId)),
    )
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.valor, query.cents),
        eq(transactionTypes.transactionType, query.type),
        or(
          isNull(transactions.paymentMethodId),
          eq(transactions.paymentMethodId, query.paymentMethodId),
          inArray(transactions.paymentMethodId, drawing),
        ),
        sameInstallment ? or(sameInstallment, near) : near,
        unlinked,
      ),
    )
    .orderBy(sql`abs(${transactions.transactionDate} - ${day}::date)`, asc(transactions.createdAt))
    .limit(query.limit ?? 10);
  return rows.map((row) => ({ ...row, distance: row.sameInstallment ? 0 : Number(row.distance) }));
}
