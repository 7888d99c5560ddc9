import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/dates";
import { openStatementMonth } from "@/lib/card-statement";
import type { StatementSummaryJson } from "@/lib/schemas/cards";
import { loadCard } from "@/server/cards/load-card";
import { sumStatements } from "@/server/cards/statement-sums";
import { toStatementSummary } from "@/server/cards/to-statement-summary";

/** GET /payment-method/{id}/statements?year=: that year's faturas with items or payments, plus the open one. */
export async function listStatements(
  db: DbOrTx,
  userId: string,
  cardId: string,
  year: number,
): Promise<StatementSummaryJson[]> {
  const card = await loadCard(db, userId, cardId);
  const today = todayInSaoPaulo();
  const sums = await sumStatements(db, userId, cardId, `${year}-01`, `${year + 1}-01`);
  const months = new Set(sums.keys());
  const open = openStatementMonth(today, card.days, card.past);
  if (open.startsWith(`${year}-`)) months.add(open);
  return [...months].sort().map((month) => toStatementSummary(card, month, sums.get(month), today));
}
