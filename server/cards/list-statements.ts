import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import type { Day, Month } from "@/lib/domain/calendar";
import { openStatementMonth } from "@/lib/domain/card-statement";
import type { MonthSums } from "@/server/cards/statement-sums";
import type { StatementSummaryJson } from "@/lib/schemas/cards";
import { cardOwnerFor, loadCard } from "@/server/cards/load-card";
import { sumAllStatements } from "@/server/cards/all-statement-sums";
import { toStatementSummary } from "@/server/cards/to-statement-summary";
import { cachedValueForListVersion } from "@/server/shared/versioned-cache";

/**
 * GET /payment-method/{id}/statements?year=: that year's faturas with items or payments, plus the
 * open one, for anyone who sees the card: they are its owner's faturas, summed as the owner. Kept
 * per day under the owner's list version, which the card, its days, its items and its payments all
 * move; the answer names nothing but the card, the same for every member who sees it.
 */
export async function listStatements(
  db: DbOrTx,
  userId: string,
  cardId: string,
  year: number,
): Promise<StatementSummaryJson[]> {
  const ownerId = await cardOwnerFor(db, userId, cardId, { mode: "read" });
  const today = todayInSaoPaulo();
  return cachedValueForListVersion<StatementSummaryJson[]>(
    db,
    ownerId,
    `statements:${cardId}:${year}:${today}`,
    () => summarise(db, ownerId, cardId, year, today),
  );
}

async function summarise(
  db: DbOrTx,
  userId: string,
  cardId: string,
  year: number,
  today: Day,
): Promise<StatementSummaryJson[]> {
  // Every fatura's sums, kept until the user's data changes, are the ones the bell reads too.
  const [card, all] = await Promise.all([
    loadCard(db, userId, cardId),
    sumAllStatements(db, userId),
  ]);
  const sums = all.get(cardId) ?? new Map<Month, MonthSums>();
  const months = new Set([...sums.keys()].filter((month) => month.startsWith(`${year}-`)));
  const open = openStatementMonth(today, card.days, card.past);
  if (open.startsWith(`${year}-`)) months.add(open);
  return [...months].sort().map((month) => toStatementSummary(card, month, sums.get(month), today));
}
