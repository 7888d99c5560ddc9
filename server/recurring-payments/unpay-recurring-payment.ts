import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { recurringPaymentOccurrences, recurringPayments, transactions } from "@/db/schema";
import { recurringPaymentMessages } from "@/lib/schemas/recurring-payments";
import { selectOccurrence } from "@/server/recurring-payments/select-occurrence";
import { emitTransactionsDeleted } from "@/server/transactions/emit-transaction-events";

/**
 * Undoes a payment: removes the expense it recorded, which cascades to the occurrence (or the
 * occurrence alone if it has no transaction). An occurrence that is not paid is left as is. Once
 * it commits, the removed expense is a `transaction.deleted` event.
 */
export async function unpayRecurringPayment(
  db: Db,
  userId: string,
  { id, dueDate }: { id: string; dueDate: string },
): Promise<void> {
  const deletedIds = await db.transaction(async (tx): Promise<string[]> => {
    const [payment] = await tx
      .select({ id: recurringPayments.id })
      .from(recurringPayments)
      .where(and(eq(recurringPayments.id, id), eq(recurringPayments.userId, userId)));
    if (!payment) throw notFound(recurringPaymentMessages.notFound);

    const [occurrence] = await selectOccurrence(tx, userId, { recurringPaymentId: payment.id, dueDate }).for("update");
    if (!occurrence) return [];
    const deleted = occurrence.transactionId
      ? await tx
          .delete(transactions)
          .where(and(eq(transactions.id, occurrence.transactionId), eq(transactions.userId, userId)))
          .returning({ id: transactions.id })
      : [];
    await tx
      .delete(recurringPaymentOccurrences)
      .where(eq(recurringPaymentOccurrences.id, occurrence.id));
    return deleted.map((row) => row.id);
  });
  await emitTransactionsDeleted(db, userId, deletedIds);
}
