import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/dates";
import { addStatementMonths, openStatementMonth } from "@/lib/card-statement";
import type { StatementSummaryJson } from "@/lib/schemas/cards";
import type { PaymentMethodJson } from "@/lib/schemas/payment-methods";
import { loadCard } from "@/server/cards/load-card";
import { sumStatements } from "@/server/cards/statement-sums";
import { toStatementSummary } from "@/server/cards/to-statement-summary";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";

export interface CardOverview {
  card: PaymentMethodJson;
  open: StatementSummaryJson;
  lastClosed: StatementSummaryJson;
  /** Limit in use: the limit minus what is available (null without a limit). */
  usedLimit: number | null;
}

/** Every card with its open and last closed faturas and its limit, for the Cartões screen and card. */
export async function listCardOverviews(db: DbOrTx, userId: string): Promise<CardOverview[]> {
  const cards = (await listPaymentMethods(db, userId)).filter((method) => method.kind === "credit_card");
  const today = todayInSaoPaulo();
  return Promise.all(
    cards.map(async (card) => {
      const loaded = await loadCard(db, userId, card._id);
      const open = openStatementMonth(today, loaded.days, loaded.past);
      const closed = addStatementMonths(open, -1);
      const sums = await sumStatements(db, userId, card._id, closed, addStatementMonths(open, 1));
      return {
        card,
        open: toStatementSummary(loaded, open, sums.get(open), today),
        lastClosed: toStatementSummary(loaded, closed, sums.get(closed), today),
        usedLimit:
          card.creditLimit === null || card.availableLimit === null
            ? null
            : Math.round((card.creditLimit - card.availableLimit) * 100) / 100,
      };
    }),
  );
}
