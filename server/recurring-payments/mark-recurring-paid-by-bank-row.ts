import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { day as checkedDay, addMonths, splitDay } from "@/lib/domain/calendar";
import { existedOn, occurrencesInMonth } from "@/lib/domain/due-day";
import { SUBSCRIPTION_DAY_TOLERANCE, dayDistance } from "@/lib/domain/subscription-pattern";
import type { Cents } from "@/lib/format/money";
import type { Day } from "@/lib/domain/calendar";
import { recurringPaymentOccurrences, recurringPayments } from "@/db/schema";

/** How far from its due date a charge still pays an occurrence. */
const DAYS_AROUND_DUE = SUBSCRIPTION_DAY_TOLERANCE + 7;

/**
 * A bank row of a payee that a monthly recurring payment follows (an accepted subscription) pays
 * the occurrence due nearest its day, at the amount charged: the occurrence points at the bank
 * row. An occurrence already paid stays as it is; a charge (despesa, positive) only.
 */
export async function markRecurringPaidByBankRow(
  tx: DbOrTx,
  userId: string,
  {
    transactionId,
    payeeId,
    cents,
    day,
  }: { transactionId: string; payeeId: string | null; cents: Cents; day: Day },
): Promise<void> {
  if (!payeeId || cents <= 0) return;
  const payments = await tx
    .select({ id: recurringPayments.id, dueDay: recurringPayments.dueDay, createdAt: recurringPayments.createdAt })
    .from(recurringPayments)
    .where(
      and(
        eq(recurringPayments.userId, userId),
        eq(recurringPayments.payeeId, payeeId),
        eq(recurringPayments.isActive, true),
        eq(recurringPayments.frequency, "monthly"),
      ),
    );
  for (const payment of payments) {
    const dueDate = [-1, 0, 1]
      .flatMap((shift) => {
        const { year, month } = splitDay(addMonths(day, shift));
        return occurrencesInMonth({ frequency: "monthly", dueDay: payment.dueDay }, { year, month });
      })
      .filter((due) => dayDistance(due, day) <= DAYS_AROUND_DUE && existedOn(payment.createdAt, due))
      .sort((a, b) => dayDistance(a, day) - dayDistance(b, day))[0];
    if (!dueDate) continue;
    await tx
      .insert(recurringPaymentOccurrences)
      .values({ userId, recurringPaymentId: payment.id, dueDate: checkedDay(dueDate), transactionId })
      .onConflictDoNothing({
        target: [recurringPaymentOccurrences.recurringPaymentId, recurringPaymentOccurrences.dueDate],
      });
    return;
  }
}
