import "server-only";
import { and, eq, isNotNull, lt, min } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { centsToDecimal } from "@/lib/format/money";
import { todayInSaoPaulo } from "@/lib/format/dates";
import { cardPayments, transactions } from "@/db/schema";
import { statementDates, statementMonthOfDay, statementMonthToDate } from "@/lib/domain/card-statement";
import type { CardDays } from "@/lib/domain/card-statement";
import { sumStatements } from "@/server/cards/statement-sums";

/**
 * A method that becomes a card brings its history: the faturas before this month were paid
 * outside Bolso. Each gets one payment of what is left, on its due day, from no account (no
 * balance moves), so only faturas from this month on can be overdue.
 */
export async function settlePastStatements(
  tx: DbOrTx,
  userId: string,
  cardId: string,
  days: CardDays,
): Promise<void> {
  const today = todayInSaoPaulo();
  const thisMonth = statementMonthOfDay(today);
  const onCard = and(eq(transactions.userId, userId), eq(transactions.paymentMethodId, cardId));
  const [first] = await tx
    .select({ month: min(transactions.statementMonth) })
    .from(transactions)
    .where(and(onCard, isNotNull(transactions.statementMonth), lt(transactions.statementMonth, statementMonthToDate(thisMonth))));
  if (!first?.month) return;
  const sums = await sumStatements(tx, userId, cardId, statementMonthOfDay(first.month), thisMonth);
  const payments = [...sums]
    .filter(([, sum]) => sum.totalCents > sum.paidCents)
    .map(([month, sum]) => {
      const { dueDate } = statementDates(month, days);
      return {
        userId,
        cardId,
        statementMonth: statementMonthToDate(month),
        amount: centsToDecimal(sum.totalCents - sum.paidCents),
        paidOn: dueDate < today ? dueDate : today,
        fromPaymentMethodId: null,
        paidOutside: true,
      };
    });
  if (payments.length > 0) await tx.insert(cardPayments).values(payments);
}
