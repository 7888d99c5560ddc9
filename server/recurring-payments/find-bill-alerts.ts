import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { dueSoon } from "@/lib/domain/due-alert";
import { DIGEST_AHEAD_DAYS, alertMonths, billsDueWithin, overdueBills } from "@/lib/domain/overdue-bills";
import type { PendingPaymentJson } from "@/lib/schemas/recurring-payments";
import { getPendingPayments } from "@/server/recurring-payments/get-pending-payments";

export interface BillAlerts {
  /** Unpaid, due within the bell's 48 hours. */
  dueSoon: PendingPaymentJson[];
  /** Unpaid, due today and in the next two days (the e-mail's horizon). */
  dueAhead: PendingPaymentJson[];
  /** Unpaid and past their due date (last 30 days), oldest first. */
  overdue: PendingPaymentJson[];
}

/**
 * The user's bills worth a reminder (the bell, the e-mail, the pushes), from one read of the months
 * around today: their own, and the household's only when they opted in to those.
 */
export async function findBillAlerts(db: DbOrTx, userId: string, now: Date = new Date()): Promise<BillAlerts> {
  const months = await Promise.all(alertMonths(now).map((month) => getPendingPayments(db, userId, month, "notified")));
  const bills = months.flat();
  return {
    dueSoon: dueSoon(bills, now),
    dueAhead: billsDueWithin(bills, DIGEST_AHEAD_DAYS, now),
    overdue: overdueBills(bills, now),
  };
}
