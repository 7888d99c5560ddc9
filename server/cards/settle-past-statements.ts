import "server-only";
import { and, eq, isNotNull, lt, min } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { subtractCents } from "@/lib/format/money";
import { firstDay, monthOf, shiftMonth, todayInSaoPaulo } from "@/lib/domain/calendar";
import { cardPayments, transactions } from "@/db/schema";
import { statementDates } from "@/lib/domain/card-statement";
import type { CardDays } from "@/lib/domain/card-statement";
import { sumStatements } from "@/server/cards/statement-sums";

/**
 * A method that becomes a card brings its history: the faturas already due (every one before this
 * month, and this month's once its day has passed) were paid outside Bolso. Each gets one payment
 * of what is left, on its due day, from no account (no balance moves): overdue alerts start now.
 */
export async function settlePastStatements(
  tx: DbOrTx,
  userId: string,
  cardId: string,
  days: CardDays,
): Promise<void> {
  const today = todayInSaoPaulo();
  const nextMonth = shiftMonth(monthOf(today), 1);
  const onCard = and(eq(transactions.userId, userId), eq(transactions.paymentMethodId, cardId));
  const [first] = await tx
    .select({ month: min(transactions.statementMonth) })
    .from(transactions)
    .where(and(onCard, isNotNull(transactions.statementMonth), lt(transactions.statementMonth, firstDay(nextMonth))));
  if (!first?.month) return;
  const sums = await sumStatements(tx, userId, {
    cardId,
    from: monthOf(first.month),
    to: nextMonth,
  });
  const payments = [...sums]
    .map(([month, sum]) => ({ month, sum, dueDate: statementDates(month, days).dueDate }))
    .filter(({ sum, dueDate }) => sum.totalCents > sum.paidCents && dueDate < today)
    .map(({ month, sum, dueDate }) => ({
      userId,
      cardId,
      statementMonth: firstDay(month),
      amount: subtractCents(sum.totalCents, sum.paidCents),
      paidOn: dueDate,
      fromPaymentMethodId: null,
      paidOutside: true,
    }));
  if (payments.length > 0) await tx.insert(cardPayments).values(payments);
}
