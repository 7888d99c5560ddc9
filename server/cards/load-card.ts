import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { preparedStatement } from "@/lib/server/prepared";
import { notFound } from "@/lib/errors";
import { paymentMethods } from "@/db/schema";
import { day, monthOf } from "@/lib/domain/calendar";
import { accessPaymentMethod, holdMembership } from "@/server/shared/household-access";
import type { CardDays, PastCardDays } from "@/lib/domain/card-statement";
import type { Cents } from "@/lib/format/money";

export const CARD_NOT_FOUND = "Cartão de crédito não encontrado.";

export interface LoadedCard {
  id: string;
  name: string;
  color: string;
  creditLimit: Cents | null;
  days: CardDays;
  past: PastCardDays[];
}

/**
 * The card's past days as JSON, oldest change first, read in the same statement as the card. The
 * names are written out: in a single-table select drizzle leaves columns unqualified, and the
 * subquery's own `id` would shadow the card's.
 */
const pastDaysJson = sql<{ untilMonth: string; closingDay: number; dueDay: number }[]>`(
  select coalesce(json_agg(json_build_object(
    'untilMonth', past.until_month, 'closingDay', past.closing_day, 'dueDay', past.due_day
  ) order by past.until_month), '[]'::json)
  from card_past_days past where past.card_id = payment_methods.id)`;

const cardColumns = {
  id: paymentMethods.id,
  name: paymentMethods.name,
  color: paymentMethods.color,
  kind: paymentMethods.kind,
  closingDay: paymentMethods.closingDay,
  dueDay: paymentMethods.dueDay,
  creditLimit: paymentMethods.creditLimit,
  past: pastDaysJson,
};

const cardOf = preparedStatement("load_card", (db, name) =>
  db
    .select(cardColumns)
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.id, sql.placeholder("cardId")),
        eq(paymentMethods.userId, sql.placeholder("userId")),
      ),
    )
    .prepare(name),
);

/**
 * The owner of a card `userId` may read, or write (own, or shared "Ver e lançar" to a member who is
 * not "Só ver"): a fatura's rows are its owner's, so the use cases run as them after this check.
 * Invisible: 404; visible only: 403. `lock` holds the actor's membership, then the card row FOR
 * UPDATE before the check: two payments at once queue there, where a shared lock taken by both and
 * then raised would deadlock.
 */
export async function cardOwnerFor(
  db: DbOrTx,
  userId: string,
  cardId: string,
  { mode, lock = false }: { mode: "read" | "write"; lock?: boolean },
): Promise<string> {
  if (lock) {
    await holdMembership(db, userId);
    await db.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.id, cardId)).for("update");
  }
  const card = await accessPaymentMethod(db, { userId, id: cardId, mode, notFoundMessage: CARD_NOT_FOUND });
  return card.ownerId;
}

/**
 * One of the user's credit cards with the days that name its faturas. Another user's card, or a
 * payment method that is not a card, is "not found". `lock` holds the row until the write.
 */
export async function loadCard(
  db: DbOrTx,
  userId: string,
  cardId: string,
  lock = false,
): Promise<LoadedCard> {
  const [row] = lock
    ? await db
        .select(cardColumns)
        .from(paymentMethods)
        .where(and(eq(paymentMethods.id, cardId), eq(paymentMethods.userId, userId)))
        .for("update")
    : await cardOf(db).execute({ cardId, userId });
  if (!row || row.kind !== "credit_card" || row.closingDay === null || row.dueDay === null) {
    throw notFound(CARD_NOT_FOUND);
  }
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    creditLimit: row.creditLimit,
    days: { closingDay: row.closingDay, dueDay: row.dueDay },
    past: row.past.map((past) => ({ ...past, untilMonth: monthOf(day(past.untilMonth)) })),
  };
}
