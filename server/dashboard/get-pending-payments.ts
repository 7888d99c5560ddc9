import "server-only";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import { dayInSaoPaulo } from "@/lib/dates";
import type { DbOrTx } from "@/lib/server/db";
import { preparedStatement } from "@/lib/server/prepared";
import { monthBounds } from "@/lib/dates";
import { existedOn, occurrenceId, occurrencesInMonth } from "@/lib/due-day";
import { decimalToNumber } from "@/lib/money";
import { recurringPaymentOccurrences, recurringPayments, transactions } from "@/db/schema";
import type { PendingPaymentJson } from "@/lib/schemas/recurring-payments";
import type { MonthQuery } from "@/lib/month-query";

const activePayments = preparedStatement("active_recurring_payments", (db, name) =>
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
    .where(
      and(
        eq(recurringPayments.userId, sql.placeholder("userId")),
        eq(recurringPayments.isActive, true),
      ),
    )
    .prepare(name),
);

const paidInMonth = preparedStatement("paid_occurrences_of_month", (db, name) =>
  db
    .select({
      recurringPaymentId: recurringPaymentOccurrences.recurringPaymentId,
      dueDate: recurringPaymentOccurrences.dueDate,
      paidOn: transactions.transactionDate,
      paidAt: recurringPaymentOccurrences.paidAt,
    })
    .from(recurringPaymentOccurrences)
    .leftJoin(
      transactions,
      and(
        eq(transactions.id, recurringPaymentOccurrences.transactionId),
        eq(transactions.userId, sql.placeholder("userId")),
      ),
    )
    .where(
      and(
        eq(recurringPaymentOccurrences.userId, sql.placeholder("userId")),
        gte(recurringPaymentOccurrences.dueDate, sql.placeholder("start")),
        lt(recurringPaymentOccurrences.dueDate, sql.placeholder("end")),
      ),
    )
    .prepare(name),
);

/**
 * Every occurrence of the user's active recurring payments in the month (weekly ones once a week,
 * day 31 on the last day of shorter months), paid or not, sorted by due date. A payment falls due
 * from the day it was created: an earlier date is listed only if it was paid. A paid one says the
 * day it was paid (`paidOn`).
 */
export async function getPendingPayments(
  db: DbOrTx,
  userId: string,
  { year, month }: MonthQuery,
): Promise<PendingPaymentJson[]> {
  const { start, end } = monthBounds(year, month);
  const [payments, paid] = await Promise.all([
    activePayments(db).execute({ userId }),
    paidInMonth(db).execute({ userId, start, end }),
  ]);
  // The day paid is its expense's date; without one (an old row), the day it was marked paid.
  const paidOn = new Map(
    paid.map((row) => [
      occurrenceId(row.recurringPaymentId, row.dueDate),
      row.paidOn ?? dayInSaoPaulo(row.paidAt),
    ]),
  );
  return payments
    .flatMap((payment) =>
      occurrencesInMonth(payment.frequency, payment.dueDay, year, month).flatMap((dueDate) => {
        const id = occurrenceId(payment.id, dueDate);
        const paidDay = paidOn.get(id) ?? null;
        const isPaid = paidDay !== null;
        if (!isPaid && !existedOn(payment.createdAt, dueDate)) return [];
        return [
          {
            _id: id,
            recurringPaymentId: payment.id,
            name: payment.name,
            dueDate,
            amount: decimalToNumber(payment.amount),
            isPaid,
            paidOn: paidDay,
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
