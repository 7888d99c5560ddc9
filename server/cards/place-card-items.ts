import "server-only";
import { and, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { transactions } from "@/db/schema";
import { firstDay, monthOf } from "@/lib/domain/calendar";
import type { Month } from "@/lib/domain/calendar";
import { placeCardItems } from "@/lib/domain/card-statement";
import type { CardDays, CardItem, PastCardDays } from "@/lib/domain/card-statement";

/**
 * Re-places a card's items on faturas (see placeCardItems) and writes the months that moved, in one
 * statement. With `openMonth`, only items from the open fatura on are read: closed ones never move;
 * `only` narrows the items further (the rows just written).
 */
export async function replaceCardItems(
  tx: DbOrTx,
  userId: string,
  {
    cardId,
    openMonth,
    days,
    past,
    only,
  }: {
    cardId: string;
    openMonth: Month | null;
    days: CardDays;
    past: readonly PastCardDays[];
    only?: SQL | undefined;
  },
): Promise<void> {
  const onCard = and(eq(transactions.userId, userId), eq(transactions.paymentMethodId, cardId));
  const rows = await tx
    .select({
      id: transactions.id,
      day: transactions.transactionDate,
      groupId: transactions.installmentGroupId,
      index: transactions.installmentIndex,
      month: transactions.statementMonth,
    })
    .from(transactions)
    .where(
      and(
        onCard,
        openMonth === null ? undefined : gte(transactions.statementMonth, firstDay(openMonth)),
        only,
      ),
    );
  if (rows.length === 0) return;
  const items: CardItem[] = rows.map((row) => ({
    ...row,
    month: row.month === null ? null : monthOf(row.month),
  }));
  const groupIds = [...new Set(items.flatMap((item) => (item.groupId ? [item.groupId] : [])))];
  const firsts = groupIds.length
    ? await tx
        .select({
          groupId: transactions.installmentGroupId,
          day: transactions.transactionDate,
          month: transactions.statementMonth,
        })
        .from(transactions)
        .where(
          and(
            eq(transactions.userId, userId),
            inArray(transactions.installmentGroupId, groupIds),
            eq(transactions.installmentIndex, 1),
            isNotNull(transactions.installmentGroupId),
          ),
        )
    : [];
  const firstInstallments = new Map(
    firsts.map((row) => [
      row.groupId ?? "",
      { day: row.day, month: row.month === null ? null : monthOf(row.month) },
    ]),
  );
  const placed = placeCardItems(items, { firstInstallments, openMonth, current: days, past });
  const moved = items.flatMap((item) => {
    const month = placed.get(item.id);
    return month !== undefined && month !== item.month ? [{ id: item.id, month }] : [];
  });
  if (moved.length === 0) return;
  const values = sql.join(
    moved.map((item) => sql`(${item.id}::uuid, ${firstDay(item.month)}::date)`),
    sql`, `,
  );
  await tx.execute(sql`update ${transactions} set statement_month = placed.month, updated_at = now()
    from (values ${values}) as placed(id, month)
    where ${transactions.id} = placed.id and ${transactions.userId} = ${userId}`);
}
