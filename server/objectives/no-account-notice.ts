import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { transactions, users } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import type { Cents } from "@/lib/format/money";
import { linkedToObjective } from "@/server/shared/cash-flow-condition";

/** The objective moves kept "sem conta" (recorded before the dialog asked for an account). */
export interface NoAccountNotice {
  count: number;
  totalCents: Cents;
}

/**
 * What the objectives screen tells once: how many deposits and withdrawals left or reached no
 * account, and their sum (deposits minus withdrawals); null once dismissed or when there are none.
 */
export async function getNoAccountNotice(db: DbOrTx, userId: string): Promise<NoAccountNotice | null> {
  const [row] = await db
    .select({
      pending: users.objectiveMovesNoticePending,
      count: sql<number>`(select count(*)::int from ${transactions} where ${and(eq(transactions.userId, userId), linkedToObjective, isNull(transactions.paymentMethodId))})`,
      total: sql<Cents>`(select coalesce(sum(case when ${transactions.transactionTypeId} = (select id from transaction_types where transaction_type = 'despesa') then ${transactions.valor} else -${transactions.valor} end), 0)::text from ${transactions} where ${and(eq(transactions.userId, userId), linkedToObjective, isNull(transactions.paymentMethodId))})`.mapWith(transactions.valor),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.pending || row.count === 0) return null;
  return { count: row.count, totalCents: row.total };
}

/** "Entendi": the notice is not shown again. */
export async function dismissNoAccountNotice(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ objectiveMovesNoticePending: false }).where(eq(users.id, userId));
}
