import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { paymentMethods } from "@/db/schema";
import { numericToCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { movedSql } from "@/server/payment-methods/select-payment-methods";
import { daySpansSql } from "@/server/wealth/day-spans";

export interface AccountOn {
  id: string;
  name: string;
  createdAt: Date;
  balanceCents: Cents;
}

/**
 * Each account's balance at the end of each of `days` (by day, accounts by name): the Contas
 * screen's balance (`balanceSql`), its opening balance plus what moved it in each span between the
 * days (`daySpansSql`) added up to the day. One query for every day, each row read once.
 */
export async function accountsOnDays(db: DbOrTx, userId: string, days: readonly string[]): Promise<Map<string, AccountOn[]>> {
  const byDay = new Map<string, AccountOn[]>(days.map((day) => [day, []]));
  if (days.length === 0) return byDay;
  const { rows } = await db.execute<{ id: string; name: string; created_at: string | Date; day: string; balance: string }>(sql`
    select ${paymentMethods.id} as id, ${paymentMethods.name} as name, ${paymentMethods.createdAt} as created_at,
      d.day::text as day,
      (${paymentMethods.openingBalance} + sum(${movedSql(userId, sql`d.day`, sql`d.after`)})
        over (partition by ${paymentMethods.id} order by d.day))::text as balance
    from ${paymentMethods} cross join ${daySpansSql(days)} as d
    where ${paymentMethods.userId} = ${userId} and ${paymentMethods.kind} = 'account'
    order by search_fold(${paymentMethods.name}), ${paymentMethods.id}, d.day`);
  for (const row of rows) {
    byDay.get(row.day)?.push({
      id: row.id,
      name: row.name,
      createdAt: new Date(row.created_at),
      balanceCents: numericToCents(row.balance),
    });
  }
  return byDay;
}
