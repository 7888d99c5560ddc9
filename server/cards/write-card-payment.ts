import "server-only";
import type { Cents } from "@/lib/format/money";
import { firstDay, shiftMonth } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { and, eq } from "drizzle-orm";
import { cardPayments, paymentMethods } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { statementOfPurchase } from "@/lib/domain/card-statement";
import { readPastDays } from "@/server/cards/card-past-days";
import { takeDebitForCardPayment } from "@/server/cards/match-card-payment";

/**
 * A card's negative row that pays its fatura: a fatura payment, never income. It pays the fatura
 * that closed before the payment day, and moves no Bolso balance (`paid_outside`): the money left
 * through the paying bank's own row. Written once per card, amount and day (the item lock keeps
 * two syncs from racing here).
 */
export async function writeCardPayment(
  tx: DbOrTx,
  payment: { userId: string; cardId: string; cents: Cents; day: Day },
): Promise<void> {
  const { userId, cardId, cents, day } = payment;
  const [card] = await tx
    .select({ closingDay: paymentMethods.closingDay, dueDay: paymentMethods.dueDay })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, cardId), eq(paymentMethods.userId, userId)));
  if (!card?.closingDay || !card.dueDay) return;
  const [already] = await tx
    .select({ id: cardPayments.id })
    .from(cardPayments)
    .where(
      and(
        eq(cardPayments.userId, userId),
        eq(cardPayments.cardId, cardId),
        eq(cardPayments.amount, cents),
        eq(cardPayments.paidOn, day),
      ),
    )
    .limit(1);
  if (already) return;
  const days = { closingDay: card.closingDay, dueDay: card.dueDay };
  const paid = shiftMonth(statementOfPurchase(day, days, await readPastDays(tx, cardId)), -1);
  const from = await takeDebitForCardPayment(tx, userId, cents, day);
  await tx.insert(cardPayments).values({
    userId,
    cardId,
    statementMonth: firstDay(paid),
    amount: cents,
    paidOn: day,
    fromPaymentMethodId: from,
    paidOutside: from === null,
  });
}
