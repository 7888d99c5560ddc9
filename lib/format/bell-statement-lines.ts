import { addCents, reaisToCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import type { Day, Month } from "@/lib/domain/calendar";
import type { StatementAlertJson } from "@/lib/schemas/cards";

/** One line of the bell about a card: a fatura due soon, or all of the card's vencidas together. */
export interface BellStatementLine {
  cardId: string;
  cardName: string;
  /** The fatura the line opens: the one due soon, or the oldest vencida. */
  month: Month;
  dueDate: Day;
  status: "vencida" | "fechada";
  /** How many faturas the line stands for (vencidas of one card are summed). */
  count: number;
  remainingCents: Cents;
}

/**
 * The bell's fatura lines: a card with several vencidas shows once, from the oldest, with what is
 * left of all of them (summed in centavos), so a card never paid through Bolso does not fill the
 * bell with a line per month. Fechadas due soon keep a line each. Oldest due date first.
 */
export function bellStatementLines(alerts: readonly StatementAlertJson[]): BellStatementLine[] {
  const lines: BellStatementLine[] = [];
  const late = new Map<string, BellStatementLine>();
  for (const alert of [...alerts].sort((a, b) => a.dueDate.localeCompare(b.dueDate))) {
    const line: BellStatementLine = {
      cardId: alert.cardId,
      cardName: alert.cardName,
      month: alert.month,
      dueDate: alert.dueDate,
      status: alert.status === "vencida" ? "vencida" : "fechada",
      count: 1,
      remainingCents: reaisToCents(alert.remaining),
    };
    const seen = line.status === "vencida" ? late.get(alert.cardId) : undefined;
    if (seen) {
      seen.count += 1;
      seen.remainingCents = addCents(seen.remainingCents, line.remainingCents);
      continue;
    }
    if (line.status === "vencida") late.set(alert.cardId, line);
    lines.push(line);
  }
  return lines.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.cardName.localeCompare(b.cardName, "pt-BR"));
}
