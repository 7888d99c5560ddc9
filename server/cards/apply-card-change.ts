import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import { firstDay, todayInSaoPaulo } from "@/lib/domain/calendar";
import { cardPastDays, cardPayments, transactions } from "@/db/schema";
import { openStatementMonth } from "@/lib/domain/card-statement";
import type { CardDays } from "@/lib/domain/card-statement";
import { readPastDays } from "@/server/cards/card-past-days";
import { replaceCardItems } from "@/server/cards/place-card-items";
import { settlePastStatements } from "@/server/cards/settle-past-statements";

/** A payment method's kind and fatura days, before or after an edit. */
export interface CardSide {
  kind: string;
  closingDay: number | null;
  dueDay: number | null;
}

/**
 * What an edit of a payment method does to faturas, inside the edit's transaction:
 * - it becomes a card: its items are placed on faturas, and with `pastStatementsPaid` the faturas
 *   already due are settled outside Bolso;
 * - a card's days change: the items of the open and later faturas are placed again, the closed ones
 *   keep theirs (see `applyNewDays`);
 * - it stops being a card: it leaves its faturas, refused while it has fatura payments.
 */
export async function applyCardChange(
  tx: DbOrTx,
  userId: string,
  change: { id: string; before: CardSide; after: CardSide; pastStatementsPaid?: boolean },
): Promise<void> {
  const { id, before, after } = change;
  if (after.kind === "credit_card" && after.closingDay !== null && after.dueDay !== null) {
    const days = { closingDay: after.closingDay, dueDay: after.dueDay };
    if (before.kind !== "credit_card") {
      await replaceCardItems(tx, userId, { cardId: id, openMonth: null, days, past: [] });
      if (change.pastStatementsPaid) await settlePastStatements(tx, userId, id, days);
    } else if (before.closingDay !== days.closingDay || before.dueDay !== days.dueDay) {
      await applyNewDays(tx, userId, id, before, days);
    }
  } else if (before.kind === "credit_card") {
    await leaveCard(tx, userId, id);
  }
}

/**
 * New card days apply from the fatura still open: the old days are kept for the faturas before it
 * (closed), and the open and later items are placed again.
 */
async function applyNewDays(tx: DbOrTx, userId: string, id: string, before: CardSide, after: CardDays) {
  const oldDays = {
    closingDay: before.closingDay ?? after.closingDay,
    dueDay: before.dueDay ?? after.dueDay,
  };
  const past = await readPastDays(tx, id);
  const open = openStatementMonth(todayInSaoPaulo(), oldDays, past);
  if (!past.some((entry) => entry.untilMonth >= open)) {
    await tx.insert(cardPastDays).values({ cardId: id, untilMonth: firstDay(open), ...oldDays });
    past.push({ untilMonth: open, ...oldDays });
  }
  await replaceCardItems(tx, userId, { cardId: id, openMonth: open, days: after, past });
}

/** A card that becomes an account leaves its faturas: refused while it has payments. */
async function leaveCard(tx: DbOrTx, userId: string, id: string) {
  const [payment] = await tx
    .select({ id: cardPayments.id })
    .from(cardPayments)
    .where(and(eq(cardPayments.userId, userId), eq(cardPayments.cardId, id)))
    .limit(1);
  if (payment) {
    throw new AppError("conflict", "Este cartão tem pagamentos de fatura: exclua-os antes de torná-lo uma conta.");
  }
  await tx.delete(cardPastDays).where(eq(cardPastDays.cardId, id));
  await tx
    .update(transactions)
    .set({ statementMonth: null })
    .where(and(eq(transactions.userId, userId), eq(transactions.paymentMethodId, id)));
}
