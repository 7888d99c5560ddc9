import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { payees, recurringPayments, transactions } from "@/db/schema";
import { payeeMessages } from "@/lib/schemas/payees";

/**
 * DELETE /payees/{id}: the payee goes; its transactions and recurring payments stay as they are
 * (description and all), only without a payee. Another user's payee is a 404.
 */
export async function deletePayee(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: payees.id })
      .from(payees)
      .where(and(eq(payees.id, id), eq(payees.userId, userId)))
      .for("update");
    if (!current) throw notFound(payeeMessages.notFound);
    // Written out (not left to the foreign key) so the user's list version moves with it.
    await tx
      .update(transactions)
      .set({ payeeId: null })
      .where(and(eq(transactions.userId, userId), eq(transactions.payeeId, id)));
    await tx
      .update(recurringPayments)
      .set({ payeeId: null })
      .where(and(eq(recurringPayments.userId, userId), eq(recurringPayments.payeeId, id)));
    await tx.delete(payees).where(and(eq(payees.id, id), eq(payees.userId, userId)));
  });
}
