import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { findRecurringPayments } from "@/server/recurring-payments/find-recurring-payments";
import type { RecurringPaymentJson } from "@/lib/schemas/recurring-payments";

/**
 * GET /recurring-payments and the Pagamentos Recorrentes screen: the user's recurring payments;
 * `search` keeps those whose name contains it, ignoring case and accents.
 */
export async function listRecurringPayments(
  db: DbOrTx,
  userId: string,
  search = "",
): Promise<RecurringPaymentJson[]> {
  return findRecurringPayments(db, userId, { search });
}
