import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/dates";
import { isDueSoon } from "@/lib/due-alert";
import { openStatementMonth } from "@/lib/card-statement";
import { paymentMethods } from "@/db/schema";
import type { StatementAlertJson } from "@/lib/schemas/cards";
import { loadCard } from "@/server/cards/load-card";
import { sumStatements } from "@/server/cards/statement-sums";
import { toStatementSummary } from "@/server/cards/to-statement-summary";

/**
 * The faturas the bell shows: fechada and due within 48 hours, or vencida (something left after
 * the due date), oldest first. Only faturas before the open one can be either.
 */
export async function findStatementAlerts(db: DbOrTx, userId: string, now: Date = new Date()): Promise<StatementAlertJson[]> {
  const cards = await db
    .select({ id: paymentMethods.id, name: paymentMethods.name })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.kind, "credit_card")))
    .orderBy(asc(paymentMethods.name), asc(paymentMethods.id));
  const today = todayInSaoPaulo(now);
  const perCard = await Promise.all(
    cards.map(async (row) => {
      const card = await loadCard(db, userId, row.id);
      const open = openStatementMonth(today, card.days, card.past);
      const sums = await sumStatements(db, userId, card.id, "2000-01", open);
      return [...sums.entries()]
        .map(([month, monthSums]) => toStatementSummary(card, month, monthSums, today))
        .filter((s) => s.status === "vencida" || (s.status === "fechada" && isDueSoon(s.dueDate, now)))
        .map((s) => ({ ...s, cardId: card.id, cardName: card.name }));
    }),
  );
  return perCard.flat().sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.cardName.localeCompare(b.cardName, "pt-BR"));
}
