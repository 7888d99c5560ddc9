import "server-only";
import { and, eq, gte, lt } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { monthBounds } from "@/lib/dates";
import { existedOn, occurrenceId, occurrencesInMonth } from "@/lib/due-day";
import { decimalToNumber } from "@/lib/money";
import { recurringPaymentOccurrences, recurringPayments } from "@/db/schema";
import type { PendingPaymentJson } from "@/lib/schemas/recurring-payments";
import type { MonthQuery } from "@/lib/month-query";

/**
 * Every occurrence of the user's active recurring payments in the month (weekly ones once a week,
 * day 31 on the last day of shorter months), paid or not, sorted by due date. A payment falls due
 * from the day it was created: an earlier date is listed only if it was paid.
 */
export async function getPendingPayments(
  db: DbOrTx,
  userId: string,
  { year, month }: MonthQuery,
): Promise<PendingPaymentJson[]> {
  const { start, end } = monthBounds(year, month);
  const [payments, paid] = await Promise.all([
    db
      .select({
        id: recurringPayments.id,
        name: recurringPayments.name,
        amount: recurringPayments.amount,
        dueDay: recurringPayments.dueDay,
        frequency: recurringPayments.frequency,
        createdAt: recurringPayments.createdAt,
      })
      .from(recurringPayments)
      .where(and(eq(recurringPayments.userId, userId), eq(recurringPayments.isActive, true))),
    db
      .select({
        recurringPaymentId: recurringPaymentOccurrences.recurringPaymentId,
        dueDate: recurringPaymentOccurrences.dueDate,
      })
      .from(recurringPaymentOccurrences)
      .where(
        and(
          eq(recurringPaymentOccurrences.userId, userId),
          gte(recurringPaymentOccurrences.dueDate, start),
          lt(recurringPaymentOccurrences.dueDate, end),
        ),
      ),
  ]);
  const paidIds = new Set(paid.map((row) => occurrenceId(row.recurringPaymentId, row.dueDate)));
  return payments
    .flatMap((payment) =>
      occurrencesInMonth(payment.frequency, payment.dueDay, year, month).flatMap((dueDate) => {
        const id = occurrenceId(payment.id, dueDate);
        const isPaid = paidIds.has(id);
        if (!isPaid && !existedOn(payment.createdAt, dueDate)) return [];
        return [
          {
            _id: id,
            recurringPaymentId: payment.id,
            name: payment.name,
            dueDate,
            amount: decimalToNumber(payment.amount),
            isPaid,
          },
        ];
      }),
    )
    .sort(
      (a, b) =>
        a.dueDate.localeCompare(b.dueDate) ||
        a.name.localeCompare(b.name, "pt-BR") ||
        a._id.localeCompare(b._id),
    );
}
