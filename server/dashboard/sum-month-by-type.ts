import "server-only";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { monthBounds } from "@/lib/dates";
import { decimalToCents } from "@/lib/money";
import { transactions, transactionTypes } from "@/db/schema";
import type { TransactionTypeName } from "@/db/schema";

export interface YearMonth {
  year: number;
  month: number;
}

/**
 * The month's income and expense totals in centavos, summed by PostgreSQL on numeric. Transaction
 * dates are calendar days (already São Paulo's), so the month is `[day 1, next month's day 1)`;
 * each instalment parcel counts in the month it falls in.
 */
export async function sumMonthByType(
  db: DbOrTx,
  userId: string,
  { year, month }: YearMonth,
): Promise<Record<TransactionTypeName, number>> {
  const { start, end } = monthBounds(year, month);
  const rows = await db
    .select({
      type: transactionTypes.transactionType,
      total: sql<string>`coalesce(sum(${transactions.valor}), 0)`,
    })
    .from(transactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .where(
      and(
        eq(transactions.userId, userId),
        gte(transactions.transactionDate, start),
        lt(transactions.transactionDate, end),
      ),
    )
    .groupBy(transactionTypes.transactionType);
  const totals: Record<TransactionTypeName, number> = { receita: 0, despesa: 0 };
  for (const row of rows) totals[row.type] = decimalToCents(row.total);
  return totals;
}
