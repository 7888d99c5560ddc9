import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { paymentMethods } from "@/db/schema";
import { numericToCents, ZERO_CENTS } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { day as asDay, firstDay } from "@/lib/domain/calendar";
import { openStatementMonth } from "@/lib/domain/card-statement";
import { loadCards } from "@/server/cards";
import { daySpansSql } from "@/server/wealth/day-spans";

export interface CardOwed {
  paymentMethodId: string;
  name: string;
  owedCents: Cents;
  createdAt: Date;
}

/** A card without fatura days has every item on a fatura already: no month is cut off. */
const NO_CUT = "9999-12-01";

/**
 * What each card of the person owed at the end of each of `days` (by day): every fatura up to the
 * one open that day (the bank's total for a closed one where the bank sent it, else the items dated
 * up to that day), minus the payments made by then. Later parcelas are not owed yet; never below
 * zero. One query for every day, each row read once.
 */
export async function cardsOwedOnDays(db: DbOrTx, userId: string, days: readonly string[]): Promise<Map<string, CardOwed[]>> {
  const [cards, loaded] = await Promise.all([
    db
      .select({ id: paymentMethods.id, name: paymentMethods.name, createdAt: paymentMethods.createdAt })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.kind, "credit_card")))
      .orderBy(asc(paymentMethods.name), asc(paymentMethods.id)),
    loadCards(db, userId),
  ]);
  const byDay = new Map<string, CardOwed[]>(days.map((day) => [day, []]));
  if (cards.length === 0 || days.length === 0) return byDay;
  const daysOf = new Map(loaded.map((card) => [card.id, card]));
  const cuts = sql.join(
    days.flatMap((day) =>
      cards.map((card) => {
        const loadedCard = daysOf.get(card.id);
        const open = loadedCard ? firstDay(openStatementMonth(asDay(day), loadedCard.days, loadedCard.past)) : NO_CUT;
        return sql`(${card.id}::uuid, ${day}::date, ${open}::date)`;
      }),
    ),
    sql`, `,
  );
  const cardIds = sql.join(
    cards.map((card) => sql`${card.id}::uuid`),
    sql`, `,
  );
  // Each card's items summed by fatura month in each span between the days (`daySpansSql`), each
  // row read once; a day then takes the spans up to it.
  const { rows } = await db.execute<{ card_id: string; day: string; owed: string }>(sql`
    with cut(card_id, day, open_month) as (values ${cuts}),
    spans as materialized (
      select card.id as card_id, span.day, sums.month, sums.items
      from unnest(array[${cardIds}]) as card(id) cross join ${daySpansSql(days)} as span
      cross join lateral (
        select t.statement_month as month,
          sum(case when t.transaction_type_id = (select id from transaction_types where transaction_type = 'receita')
            then -t.valor else t.valor end) as items
        from transactions t
        where t.user_id = ${userId} and t.payment_method_id = card.id
          and t.transaction_date > span.after and t.transaction_date <= span.day and t.statement_month is not null
        group by t.statement_month
      ) as sums
    ),
    parts as (
      select cut.card_id, cut.day, spans.month, spans.items, 0::numeric as paid, null::numeric as bank
      from spans join cut on cut.card_id = spans.card_id
      where spans.month <= cut.open_month and spans.day <= cut.day
      union all
      select cut.card_id, cut.day, p.statement_month, 0, p.amount, null
      from card_payments p join cut on cut.card_id = p.card_id
      where p.user_id = ${userId} and p.statement_month <= cut.open_month and p.paid_on <= cut.day
      union all
      select cut.card_id, cut.day, b.statement_month, 0, 0, b.total
      from open_finance_bills b join cut on cut.card_id = b.card_id
      where b.user_id = ${userId} and b.statement_month < cut.open_month
    ),
    faturas as (
      select card_id, day, coalesce(max(bank), sum(items)) - sum(paid) as owed
      from parts group by card_id, day, month
    )
    select card_id::text as card_id, day::text as day, greatest(sum(owed), 0)::text as owed
    from faturas group by card_id, day`);
  const owed = new Map(rows.map((row) => [`${row.day}:${row.card_id}`, numericToCents(row.owed)]));
  for (const day of days) {
    byDay.set(
      day,
      cards.map((card) => ({
        paymentMethodId: card.id,
        name: card.name,
        createdAt: card.createdAt,
        owedCents: owed.get(`${day}:${card.id}`) ?? ZERO_CENTS,
      })),
    );
  }
  return byDay;
}
