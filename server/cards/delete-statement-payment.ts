import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { statementMonthToDate } from "@/lib/domain/card-statement";
import type { StatementMonth } from "@/lib/domain/card-statement";
import { cardPayments } from "@/db/schema";
import { loadCard } from "@/server/cards/load-card";

export const PAYMENT_NOT_FOUND = "Pagamento de fatura não encontrado.";

/** DELETE .../statements/{month}/payments/{paymentId}: undoes a payment; its amount is owed again. */
export async function deleteStatementPayment(
  db: DbOrTx,
  userId: string,
  { cardId, month, paymentId }: { cardId: string; month: StatementMonth; paymentId: string },
): Promise<void> {
  await loadCard(db, userId, cardId);
  const [row] = await db
    .delete(cardPayments)
    .where(
      and(
        eq(cardPayments.id, paymentId),
        eq(cardPayments.userId, userId),
        eq(cardPayments.cardId, cardId),
        eq(cardPayments.statementMonth, statementMonthToDate(month)),
      ),
    )
    .returning({ id: cardPayments.id });
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
}
