import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { findRecurringPayments } from "@/server/recurring-payments/find-recurring-payments";
import { recurringPaymentMessages } from "@/lib/schemas/recurring-payments";
import type { RecurringPaymentJson } from "@/lib/schemas/recurring-payments";

/** One of the user's recurring payments; another user's id is "not found". */
export async function getRecurringPayment(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<RecurringPaymentJson> {
  const [payment] = await findRecurringPayments(db, userId, { id });
  if (!payment) throw notFound(recurringPaymentMessages.notFound);
  return payment;
}
