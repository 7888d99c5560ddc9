import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/format/dates";
import { reaisToCents, subtractCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { addStatementMonths, openStatementMonth } from "@/lib/domain/card-statement";
import type { StatementSummaryJson } from "@/lib/schemas/cards";
import type { PaymentMethodJson } from "@/lib/schemas/payment-methods";
import { loadCards } from "@/server/cards/load-cards";
import { sumAllStatements } from "@/server/cards/all-statement-sums";
import { toStatementSummary } from "@/server/cards/to-statement-summary";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";

export interface CardOverview {
  card: PaymentMethodJson;
  open: StatementSummaryJson;
  lastClosed: StatementSummaryJson;
  /** Limit in use: the limit minus what is available (null without a limit). */
  usedLimitCents: Cents | null;
}

/** Every card with its open and last closed faturas and its limit, for the Cartões screen and card. */
export async function listCardOverviews(db: DbOrTx, userId: string): Promise<CardOverview[]> {
  const cards = (await listPaymentMethods(db, userId)).filter((method) => method.kind === "credit_card");
  if (cards.length === 0) return [];
  const [loaded, sums] = await Promise.all([loadCards(db, userId), sumAllStatements(db, userId)]);
  const byId = new Map(loaded.map((card) => [card.id, card]));
  const today = todayInSaoPaulo();
  return cards.flatMap((card) => {
    const days = byId.get(card._id);
    if (!days) return [];
    const open = openStatementMonth(today, days.days, days.past);
    const closed = addStatementMonths(open, -1);
    const months = sums.get(card._id);
    return [
      {
        card,
        open: toStatementSummary(days, open, months?.get(open), today),
        lastClosed: toStatementSummary(days, closed, months?.get(closed), today),
        usedLimitCents:
          card.creditLimit === null || card.availableLimit === null
            ? null
            : subtractCents(reaisToCents(card.creditLimit), reaisToCents(card.availableLimit)),
      },
    ];
  });
}
