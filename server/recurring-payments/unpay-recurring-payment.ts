import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import type { Day } from "@/lib/domain/calendar";
import { recurringPaymentOccurrences, recurringPayments, transactions } from "@/db/schema";
import { recurringPaymentMessages } from "@/lib/schemas/recurring-payments";
import { selectOccurrence } from "@/server/recurring-payments/select-occurrence";
import { emitTransactionsDeleted } from "@/server/transactions/emit-transaction-events";
import { accessHouseholdItem, accessTransaction } from "@/server/shared/household-access";

/**
 * Undoes a payment: removes the expense it recorded, which cascades to the occurrence (or the
 * occurrence alone if it has no transaction). An occurrence that is not paid is left as is. A
 * household bill's payment is undone by a member who may write both the bill and its expense.
 * Once it commits, the removed expense is a `transaction.deleted` event.
 */
export async function unpayRecurringPayment(
  db: Db,
  userId: string,
  { id, dueDate }: { id: string; dueDate: Day },
): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const bill = await accessHouseholdItem(tx, {
      userId,
      id,
      mode: "write",
      table: recurringPayments,
      notFoundMessage: recurringPaymentMessages.notFound,
    });
    const [occurrence] = await selectOccurrence(tx, bill.ownerId, { recurringPaymentId: bill.id, dueDate }).for("update");
    if (!occurrence) return null;
    const expense = occurrence.transactionId
      ? await accessTransaction(tx, { userId, id: occurrence.transactionId, mode: "write", notFoundMessage: recurringPaymentMessages.notFound })
      : null;
    if (expense) await tx.delete(transactions).where(eq(transactions.id, expense.id));
    await tx.delete(recurringPaymentOccurrences).where(eq(recurringPaymentOccurrences.id, occurrence.id));
    return expense;
  });
  if (deleted) await emitTransactionsDeleted(db, deleted.ownerId, [deleted.id]);
}
