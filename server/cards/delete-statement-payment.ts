import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { firstDay } from "@/lib/domain/calendar";
import type { Month } from "@/lib/domain/calendar";
import { cardPayments } from "@/db/schema";
import { cardOwnerFor, loadCard } from "@/server/cards/load-card";

export const PAYMENT_NOT_FOUND = "Pagamento de fatura não encontrado.";

/**
 * DELETE .../statements/{month}/payments/{paymentId}: undoes a payment; its amount is owed again.
 * Anyone who may write to the card undoes it (the payment is the card owner's).
 */
export async function deleteStatementPayment(
  db: DbOrTx,
  userId: string,
  { cardId, month, paymentId }: { cardId: string; month: Month; paymentId: string },
): Promise<void> {
  const ownerId = await cardOwnerFor(db, userId, cardId, { mode: "write" });
  await loadCard(db, ownerId, cardId);
  const [row] = await db
    .delete(cardPayments)
    .where(
      and(
        eq(cardPayments.id, paymentId),
        eq(cardPayments.userId, ownerId),
        eq(cardPayments.cardId, cardId),
        eq(cardPayments.statementMonth, firstDay(month)),
      ),
    )
    .returning({ id: cardPayments.id });
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
}
