import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { recurringPayments } from "@/db/schema";
import { findRecurringPayments } from "@/server/recurring-payments/find-recurring-payments";
import { recurringPaymentMessages } from "@/lib/schemas/recurring-payments";
import type { RecurringPaymentJson } from "@/lib/schemas/recurring-payments";

/** One of the user's recurring payments; another user's id is "not found". */
export async function getRecurringPayment(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<RecurringPaymentJson> {
  const [payment] = await findRecurringPayments(db, userId, eq(recurringPayments.id, id));
  if (!payment) throw notFound(recurringPaymentMessages.notFound);
  return payment;
}
