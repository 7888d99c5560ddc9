import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { recurringPayments } from "@/db/schema";
import { accessHouseholdItem } from "@/server/shared/household-access";
import { recurringPaymentMessages } from "@/lib/schemas/recurring-payments";

/**
 * Deletes a recurring payment: the user's own, or (unless "Só ver") their household's. Its
 * paid-occurrence records go with it (cascade); the expense transactions recorded when paying
 * stay, as any other transaction.
 */
export async function deleteRecurringPayment(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await accessHouseholdItem(tx, { userId, id, mode: "write", table: recurringPayments, notFoundMessage: recurringPaymentMessages.notFound });
    await tx.delete(recurringPayments).where(eq(recurringPayments.id, id));
  });
}
