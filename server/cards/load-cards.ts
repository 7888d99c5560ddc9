import "server-only";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { cardPastDays, paymentMethods } from "@/db/schema";
import { monthOf } from "@/lib/domain/calendar";
import type { PastCardDays } from "@/lib/domain/card-statement";
import type { LoadedCard } from "@/server/cards/load-card";

/** All the user's credit cards with the days that name their faturas, by name: two queries for any number of cards. */
export async function loadCards(db: DbOrTx, userId: string): Promise<LoadedCard[]> {
  const rows = await db
    .select({
      id: paymentMethods.id,
      name: paymentMethods.name,
      color: paymentMethods.color,
      creditLimit: paymentMethods.creditLimit,
      closingDay: paymentMethods.closingDay,
      dueDay: paymentMethods.dueDay,
    })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.userId, userId),
        eq(paymentMethods.kind, "credit_card"),
        isNotNull(paymentMethods.closingDay),
        isNotNull(paymentMethods.dueDay),
      ),
    )
    .orderBy(asc(paymentMethods.name), asc(paymentMethods.id));
  if (rows.length === 0) return [];
  const pastRows = await db
    .select({
      cardId: cardPastDays.cardId,
      untilMonth: cardPastDays.untilMonth,
      closingDay: cardPastDays.closingDay,
      dueDay: cardPastDays.dueDay,
    })
    .from(cardPastDays)
    .where(inArray(cardPastDays.cardId, rows.map((row) => row.id)))
    .orderBy(asc(cardPastDays.untilMonth));
  const pastOf = new Map<string, PastCardDays[]>();
  for (const { cardId, untilMonth, closingDay, dueDay } of pastRows) {
    const list = pastOf.get(cardId) ?? [];
    list.push({ untilMonth: monthOf(untilMonth), closingDay, dueDay });
    pastOf.set(cardId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    color: row.color,
    creditLimit: row.creditLimit,
    days: { closingDay: row.closingDay!, dueDay: row.dueDay! },
    past: pastOf.get(row.id) ?? [],
  }));
}
