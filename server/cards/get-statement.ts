import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/dates";
import { decimalToCents, decimalToNumber } from "@/lib/money";
import { addStatementMonths, statementMonthToDate } from "@/lib/card-statement";
import type { StatementMonth } from "@/lib/card-statement";
import { cardPayments, categories, transactions, transactionTypes } from "@/db/schema";
import type { StatementJson } from "@/lib/schemas/cards";
import { loadCard } from "@/server/cards/load-card";
import { statementValor } from "@/server/cards/statement-sums";
import { toStatementSummary } from "@/server/cards/to-statement-summary";

/**
 * GET /payment-method/{id}/statements/{YYYY-MM}: one fatura with its items (oldest first) and
 * payments. A month with nothing on it is a valid, empty fatura.
 */
export async function getStatement(
  db: DbOrTx,
  userId: string,
  cardId: string,
  month: StatementMonth,
): Promise<StatementJson> {
  const card = await loadCard(db, userId, cardId);
  const monthDate = statementMonthToDate(month);
  const [items, payments] = await Promise.all([
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
      .leftJoin(categories, and(eq(categories.id, transactions.categoryId), eq(categories.userId, userId)))
      .where(
        and(
          eq(transactions.userId, userId),
          eq(transactions.paymentMethodId, cardId),
          eq(transactions.statementMonth, monthDate),
        ),
      )
      .orderBy(asc(transactions.transactionDate), asc(transactions.createdAt), asc(transactions.id)),
    db
      .select({
        id: cardPayments.id,
        amount: cardPayments.amount,
        paidOn: cardPayments.paidOn,
        fromPaymentMethodId: cardPayments.fromPaymentMethodId,
      })
      .from(cardPayments)
      .where(
        and(eq(cardPayments.userId, userId), eq(cardPayments.cardId, cardId), eq(cardPayments.statementMonth, monthDate)),
      )
      .orderBy(asc(cardPayments.paidOn), asc(cardPayments.createdAt), asc(cardPayments.id)),
  ]);
  const totalCents = items.reduce((sum, item) => sum + decimalToCents(item.valor), 0);
  const paidCents = payments.reduce((sum, payment) => sum + decimalToCents(payment.amount), 0);
  return {
    ...toStatementSummary(card, month, { totalCents, paidCents }, todayInSaoPaulo()),
    items: items.map((item) => ({
      _id: item.id,
      description: item.description,
      valor: decimalToNumber(item.valor),
      transactionDate: item.transactionDate,
      category:
        item.categoryId && item.categoryName && item.categoryColor
          ? { _id: item.categoryId, name: item.categoryName, color: item.categoryColor }
          : null,
      installment: item.index !== null && item.count !== null ? { number: item.index, of: item.count } : null,
    })),
    payments: payments.map((payment) => ({
      _id: payment.id,
      amount: decimalToNumber(payment.amount),
      paidOn: payment.paidOn,
      fromPaymentMethodId: payment.fromPaymentMethodId,
    })),
  };
}

/** The months a screen's navigator steps to. */
export function neighbourMonths(month: StatementMonth): { previous: StatementMonth; next: StatementMonth } {
  return { previous: addStatementMonths(month, -1), next: addStatementMonths(month, 1) };
}
