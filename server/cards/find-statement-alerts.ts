import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { isDueSoon } from "@/lib/domain/due-alert";
import { openStatementMonth } from "@/lib/domain/card-statement";
import type { StatementAlertJson } from "@/lib/schemas/cards";
import { loadCards } from "@/server/cards/load-cards";
import { sumAllStatements } from "@/server/cards/all-statement-sums";
import { toStatementSummary } from "@/server/cards/to-statement-summary";

/**
 * The faturas the bell shows: fechada and due within 48 hours, or vencida (something left after
 * the due date), oldest first. Only faturas before the open one can be either. A few queries for
 * any number of cards, as the bell is on every page.
 */
export async function findStatementAlerts(db: DbOrTx, userId: string, now: Date = new Date()): Promise<StatementAlertJson[]> {
  const cards = await loadCards(db, userId);
  if (cards.length === 0) return [];
  const all = await sumAllStatements(db, userId);
  const today = todayInSaoPaulo(now);
  return cards
    .flatMap((card) => {
      const open = openStatementMonth(today, card.days, card.past);
      return [...(all.get(card.id)?.entries() ?? [])]
        .filter(([month]) => month < open)
        .map(([month, sums]) => toStatementSummary(card, month, sums, today))
        .filter((s) => s.status === "vencida" || (s.status === "fechada" && isDueSoon(s.dueDate, now)))
        .map((s) => ({ ...s, cardId: card.id, cardName: card.name }));
    })
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.cardName.localeCompare(b.cardName, "pt-BR"));
}
