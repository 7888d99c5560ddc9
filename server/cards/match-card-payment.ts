import "server-only";
import type { Cents } from "@/lib/format/money";
import { and, eq, isNull, sql } from "drizzle-orm";
import { cardPayments, openFinanceAccounts, openFinanceMoves, transactions } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { findBankRowsNear } from "@/server/shared/bank-rows-near";
import { BANK_MATCH_WINDOWS } from "@/lib/domain/bank-match-windows";

/** How far apart the bank's debit and the card's "pagamento recebido" may be dated. */
const PAYMENT_DAYS = BANK_MATCH_WINDOWS.statementPayment;

/**
 * A connected account's debit that paid a connected card's fatura (the card's payment arrived
 * first): the payment now comes from that account, and the debit is no despesa. True when it did.
 */
export async function payCardFromDebit(
  tx: DbOrTx,
  debit: { userId: string; accountPaymentMethodId: string; pluggyId: string; cents: Cents; day: string },
): Promise<boolean> {
  const { userId, accountPaymentMethodId, pluggyId, cents, day } = debit;
  const [payment] = await tx
    .select({ id: cardPayments.id })
    .from(cardPayments)
    .innerJoin(
      openFinanceAccounts,
      and(
        eq(openFinanceAccounts.paymentMethodId, cardPayments.cardId),
        eq(openFinanceAccounts.type, "CREDIT"),
      ),
    )
    .where(
      and(
        eq(cardPayments.userId, userId),
        eq(openFinanceAccounts.userId, userId),
        eq(cardPayments.paidOutside, true),
        isNull(cardPayments.fromPaymentMethodId),
        eq(cardPayments.amount, cents),
        sql`${cardPayments.paidOn} between ${day}::date - ${PAYMENT_DAYS}::int and ${day}::date + ${PAYMENT_DAYS}::int`,
      ),
    )
    .limit(1);
  if (!payment) return false;
  await tx
    .update(cardPayments)
    .set({ fromPaymentMethodId: accountPaymentMethodId, paidOutside: false })
    .where(and(eq(cardPayments.id, payment.id), eq(cardPayments.userId, userId)));
  await tx.insert(openFinanceMoves).values({ userId, pluggyTransactionId: pluggyId });
  return true;
}

/**
 * The card's payment arrived after the paying account's debit: that debit (untouched by the
 * person) leaves the despesas, and its account is where the payment came from. Returns that
 * account's payment method, or null when no connected debit matches.
 */
export async function takeDebitForCardPayment(
  tx: DbOrTx,
  userId: string,
  cents: Cents,
  day: string,
): Promise<string | null> {
  const [debit] = await findBankRowsNear(tx, {
    userId,
    around: day,
    days: PAYMENT_DAYS,
    amount: { cents, type: "despesa" },
    untouchedBank: {},
    limit: 1,
  });
  if (!debit?.accountPaymentMethodId) return null;
  await tx
    .delete(transactions)
    .where(and(eq(transactions.id, debit.transactionId), eq(transactions.userId, userId)));
  await tx.insert(openFinanceMoves).values({ userId, pluggyTransactionId: debit.pluggyId });
  return debit.accountPaymentMethodId;
}
