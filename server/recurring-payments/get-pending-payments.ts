import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { preparedStatement } from "@/lib/server/prepared";
import { TIME_ZONE, monthBounds, monthOfYear } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { isOwedOn, occurrenceId, occurrencesInMonth } from "@/lib/domain/due-day";
import { centsToReais, numericToCents } from "@/lib/format/money";
import { recurringPaymentOccurrences, recurringPayments, transactions } from "@/db/schema";
import type { PendingPaymentJson } from "@/lib/schemas/recurring-payments";
import type { MonthQuery } from "@/lib/schemas/month-query";
import { visibleHouseholdItemSql } from "@/server/shared/household-access";
import { cachedValueForListVersion } from "@/server/shared/versioned-cache";

/**
 * Which of the household's bills (others') a read covers: all the person sees, or (reminders:
 * the bell, the e-mail, the pushes) only when they opted in (`notify_household_bills`).
 */
export type HouseholdBills = "visible" | "notified";

/**
 * The active recurring payments the user sees (with `notified` true, only their own unless they
 * opted in to the household's bills), each with the occurrences paid in the month as
 * `[dueDate, paidOn, valor]` triples. The day paid is its expense's date; without one (an old row),
 * the São Paulo day it was marked paid. The amount paid is its expense's (null without one). One statement, so one round trip and one pooled connection.
 */
const activePaymentsWithPaid = preparedStatement(
  "active_recurring_payments_paid_in_month",
  (db, name) => {
    const userId = sql.placeholder("userId");
    return db
      .select({
        id: recurringPayments.id,
        name: recurringPayments.name,
        amount: recurringPayments.amount,
        dueDay: recurringPayments.dueDay,
        frequency: recurringPayments.frequency,
        createdAt: recurringPayments.createdAt,
        // Names written out: in a single-table select drizzle leaves columns unqualified, which
        // the subquery's joined tables would make ambiguous.
        // Both days are `date` values, which JSON writes as `YYYY-MM-DD`.
        paid: sql<[Day, Day, string | null][]>`(
          select coalesce(json_agg(json_build_array(
            o.due_date,
            coalesce(t.transaction_date, (o.paid_at at time zone ${TIME_ZONE}::text)::date),
            t.valor::text
          )), '[]'::json)
          from ${recurringPaymentOccurrences} o
          left join ${transactions} t on t.id = o.transaction_id
          where o.user_id = recurring_payments.user_id and o.recurring_payment_id = recurring_payments.id
            and o.due_date >= ${sql.placeholder("start")} and o.due_date < ${sql.placeholder("end")}
        )`,
      })
      .from(recurringPayments)
      .where(
        and(
          visibleHouseholdItemSql(userId, recurringPayments),
          sql`(${recurringPayments.userId} = ${userId} or not ${sql.placeholder("notified")}::boolean
            or exists (select 1 from household_members where user_id = ${userId} and notify_household_bills))`,
          eq(recurringPayments.isActive, true),
        ),
      )
      .prepare(name);
  },
);

/**
 * Every occurrence of the active recurring payments the user sees (`householdBills`: which of the
 * household's) in the month (weekly ones once a week, day 31 on the last day of shorter months),
 * paid or not, sorted by due date. A payment falls due from the day it was created: an earlier date
 * is listed only if it was paid. A paid one says the day it was paid (`paidOn`) and the amount paid,
 * which may differ from the bill's (a variable bill).
 */
export async function getPendingPayments(
  db: DbOrTx,
  userId: string,
  { year, month }: MonthQuery,
  householdBills: HouseholdBills = "visible",
): Promise<PendingPaymentJson[]> {
  // Read by the dashboard, the bell on every screen and the API alike: kept until the user's data
  // changes (migration 0035 moves the version on every change to bills and their occurrences).
  // Nothing here moves with the clock: a month's occurrences and what was paid are all it shows.
  return cachedValueForListVersion(db, userId, `pending-payments:${householdBills}:${year}-${month}`, () =>
    readPendingPayments(db, userId, { year, month }, householdBills),
  );
}

async function readPendingPayments(
  db: DbOrTx,
  userId: string,
  { year, month }: MonthQuery,
  householdBills: HouseholdBills,
): Promise<PendingPaymentJson[]> {
  const { start, end } = monthBounds(monthOfYear(year, month));
  const payments = await activePaymentsWithPaid(db).execute({ userId, start, end, notified: householdBills === "notified" });
  const paidOn = new Map(
    payments.flatMap((payment) =>
      payment.paid.map(
        ([dueDate, day, valor]) => [occurrenceId(payment.id, dueDate), { day, valor: valor === null ? null : numericToCents(valor) }] as const,
      ),
    ),
  );
  return payments
    .flatMap((payment) =>
      occurrencesInMonth(payment, { year, month }).flatMap((dueDate) => {
        const id = occurrenceId(payment.id, dueDate);
        const paid = paidOn.get(id);
        const isPaid = paid !== undefined;
        if (!isPaid && !isOwedOn(payment.frequency, payment.createdAt, dueDate)) return [];
        return [
          {
            _id: id,
            recurringPaymentId: payment.id,
            name: payment.name,
            dueDate,
            amount: centsToReais(paid?.valor ?? payment.amount),
            isPaid,
            paidOn: paid?.day ?? null,
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
