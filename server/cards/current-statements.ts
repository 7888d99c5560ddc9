import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { shiftMonth, todayInSaoPaulo } from "@/lib/domain/calendar";
import { openStatementMonth } from "@/lib/domain/card-statement";
import type { StatementSummaryJson } from "@/lib/schemas/cards";
import { sumAllStatements } from "@/server/cards/all-statement-sums";
import { loadCards } from "@/server/cards/load-cards";
import { toStatementSummary } from "@/server/cards/to-statement-summary";

/** A card's fatura still open today and the one that closed last. */
export interface CurrentStatements {
  open: StatementSummaryJson;
  lastClosed: StatementSummaryJson;
}

/** Every card's open and last closed faturas, by card id: two queries for any number of cards. */
export async function currentStatements(db: DbOrTx, userId: string): Promise<Map<string, CurrentStatements>> {
  const [cards, sums] = await Promise.all([loadCards(db, userId), sumAllStatements(db, userId)]);
  const today = todayInSaoPaulo();
  return new Map(
    cards.map((card) => {
      const open = openStatementMonth(today, card.days, card.past);
      const closed = shiftMonth(open, -1);
      const months = sums.get(card.id);
      return [
        card.id,
        {
          open: toStatementSummary(card, open, months?.get(open), today),
          lastClosed: toStatementSummary(card, closed, months?.get(closed), today),
        },
      ];
    }),
  );
}
