import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { addDays, splitDay, todayInSaoPaulo } from "@/lib/domain/calendar";
import type { Day, Month } from "@/lib/domain/calendar";
import { reaisToCents, type Cents } from "@/lib/format/money";
import { DIGEST_AHEAD_DAYS } from "@/lib/domain/overdue-bills";
import { paymentMethods } from "@/db/schema";
import { listStatements } from "@/server/cards";

export interface StatementDueSoon {
  cardId: string;
  cardName: string;
  /** The fatura's month (the month it is due). */
  month: Month;
  dueDate: Day;
  amountCents: Cents;
}

export interface StatementClosingSoon {
  cardId: string;
  cardName: string;
  month: Month;
  /** Today or tomorrow. */
  closingDate: Day;
  dueDate: Day;
  /** What the fatura holds so far. */
  totalCents: Cents;
}

export interface StatementReminders {
  /** With something left to pay, due from today to two days ahead. */
  dueSoon: StatementDueSoon[];
  /** Closing today or tomorrow, with something in them. */
  closingSoon: StatementClosingSoon[];
}

/** The user's card faturas worth a reminder today, from one read of each card's faturas. */
export async function findStatementReminders(db: DbOrTx, userId: string, now: Date): Promise<StatementReminders> {
  const found: StatementReminders = { dueSoon: [], closingSoon: [] };
  const cards = await db
    .select({ id: paymentMethods.id, name: paymentMethods.name })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.kind, "credit_card")))
    .orderBy(asc(paymentMethods.name));
  if (cards.length === 0) return found;
  const today = todayInSaoPaulo(now);
  const last = addDays(today, DIGEST_AHEAD_DAYS);
  const tomorrow = addDays(today, 1);
  const years = [...new Set([splitDay(today).year, splitDay(last).year])];
  for (const card of cards) {
    const statements = (await Promise.all(years.map((year) => listStatements(db, userId, card.id, year)))).flat();
    const seen = new Set<Month>();
    for (const statement of statements) {
      if (seen.has(statement.month)) continue;
      seen.add(statement.month);
      const base = { cardId: card.id, cardName: card.name, month: statement.month, dueDate: statement.dueDate };
      if (statement.dueDate >= today && statement.dueDate <= last && statement.remaining > 0) {
        found.dueSoon.push({ ...base, amountCents: reaisToCents(statement.remaining) });
      }
      if (statement.closingDate >= today && statement.closingDate <= tomorrow && statement.total > 0) {
        found.closingSoon.push({ ...base, closingDate: statement.closingDate, totalCents: reaisToCents(statement.total) });
      }
    }
  }
  return found;
}
