import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { recurringPayments } from "@/db/schema";
import { recurringPaymentMessages } from "@/lib/schemas/recurring-payments";

/**
 * Deletes one of the user's recurring payments. Its paid-occurrence records go with it (cascade);
 * the expense transactions recorded when paying stay, as any other transaction.
 */
export async function deleteRecurringPayment(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<void> {
  const [row] = await db
    .delete(recurringPayments)
    .where(and(eq(recurringPayments.id, id), eq(recurringPayments.userId, userId)))
    .returning({ id: recurringPayments.id });
  if (!row) throw notFound(recurringPaymentMessages.notFound);
}
