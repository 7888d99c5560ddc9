import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { splitDay, todayInSaoPaulo } from "@/lib/format/dates";
import { addDays } from "@/lib/domain/due-alert";
import { reaisToCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { DIGEST_AHEAD_DAYS } from "@/lib/domain/overdue-bills";
import { paymentMethods } from "@/db/schema";
import { listStatements } from "@/server/cards/list-statements";

export interface FaturaDueSoon {
  cardName: string;
  /** `YYYY-MM-DD` */
  dueDate: string;
  amountCents: Cents;
}

/** The user's card faturas with something left to pay, due from today to two days ahead. */
export async function findFaturasDueSoon(db: DbOrTx, userId: string, now: Date): Promise<FaturaDueSoon[]> {
  const cards = await db
    .select({ id: paymentMethods.id, name: paymentMethods.name })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.kind, "credit_card")))
    .orderBy(asc(paymentMethods.name));
  if (cards.length === 0) return [];
  const today = todayInSaoPaulo(now);
  const last = addDays(today, DIGEST_AHEAD_DAYS);
  const years = [...new Set([splitDay(today).year, splitDay(last).year])];
  const found: FaturaDueSoon[] = [];
  for (const card of cards) {
    const statements = (await Promise.all(years.map((year) => listStatements(db, userId, card.id, year)))).flat();
    for (const statement of statements) {
      if (statement.dueDate < today || statement.dueDate > last || statement.remaining <= 0) continue;
      found.push({ cardName: card.name, dueDate: statement.dueDate, amountCents: reaisToCents(statement.remaining) });
    }
  }
  return found;
}
