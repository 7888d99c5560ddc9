import "server-only";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/format/dates";
import { numericToCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { transactions, transactionTypes } from "@/db/schema";
import type { TransactionTypeName } from "@/db/schema";
import { countedMonth } from "@/lib/domain/month-so-far";
import type { DayRange } from "@/lib/domain/month-so-far";
import type { ComparisonBase } from "@/lib/domain/percentage-change";
import { countsAsCashFlow } from "@/server/shared/cash-flow-condition";
import { accountingDay, inAccountingPeriod } from "@/server/shared/accounting-day";
import { cachedValueForListVersion } from "@/server/shared/versioned-cache";
import type { DashboardMonth } from "@/lib/domain/dashboard-regime";

/** Income and expense of one month. */
export type MonthTotals = Record<TransactionTypeName, Cents>;

export interface MonthSummary {
  /** The month's income and expense up to today (a past month whole, a month not begun zero). */
  current: MonthTotals;
  /** The month before's, over the same days when the month is today's. */
  previous: MonthTotals;
  /** How much the compared period holds; null for a month not begun. */
  base: ComparisonBase | null;
  /** Today's month: counted up to today, compared with the month before's same days. */
  partial: boolean;
}

/**
 * The month's income and expense and the month before's, from ONE query: PostgreSQL
 * sums numeric over both periods at once (each figure is a filtered aggregate). Transaction dates
 * are calendar days (already São Paulo's); a row counts from its day on (lib/domain/month-so-far.ts),
 * so a parcel dated later this month is not in this month's figures yet, as it is not in the recent
 * list. Money moved to or from an objective is neither.
 */
export async function getMonthSummary(
  db: DbOrTx,
  userId: string,
  { year, month, regime = "competencia" }: DashboardMonth,
  today: string = todayInSaoPaulo(),
): Promise<MonthSummary> {
  // Read by the four stat calls and the dashboard page alike: kept until the user's data changes
  // (or the day turns, which moves the counted days).
  return cachedValueForListVersion<MonthSummary>(
    db,
    userId,
    `month-summary:${year}-${month}:${regime}:${today}`,
    () => sumMonth(db, userId, { year, month, regime }, today),
  );
}

async function sumMonth(
  db: DbOrTx,
  userId: string,
  { year, month, regime }: Required<DashboardMonth>,
  today: string,
): Promise<MonthSummary> {
  const counted = countedMonth(year, month, today);
  const day = accountingDay(regime);
  const within = (range: DayRange) => and(gte(day, range.start), lt(day, range.end)) as SQL;
  const total = (type: TransactionTypeName, range: DayRange) =>
    sql<string>`coalesce(sum(${transactions.valor}) filter (where ${and(eq(transactionTypes.transactionType, type), within(range))}), 0)`;
  const [row] = await db
    .select({
      currentReceita: total("receita", counted.current),
      currentDespesa: total("despesa", counted.current),
      previousReceita: total("receita", counted.previous),
      previousDespesa: total("despesa", counted.previous),
      activeDays: sql<number>`(count(distinct ${day}) filter (where ${within(counted.previous)}))::int`,
      // Income or spending before the month: a deposit into an objective is neither.
      hasEarlierRows: sql<boolean>`exists (select 1 from ${transactions} where ${countsAsCashFlow(
        eq(transactions.userId, userId),
        lt(transactions.transactionDate, counted.current.start),
      )})`,
    })
    .from(transactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .where(
      countsAsCashFlow(
        eq(transactions.userId, userId),
        inAccountingPeriod(regime, counted.previous.start, counted.current.end),
      ),
    );
  const begun = counted.current.start < counted.current.end;
  return {
    current: {
      receita: numericToCents(row?.currentReceita ?? "0"),
      despesa: numericToCents(row?.currentDespesa ?? "0"),
    },
    previous: {
      receita: numericToCents(row?.previousReceita ?? "0"),
      despesa: numericToCents(row?.previousDespesa ?? "0"),
    },
    base: begun
      ? { activeDays: row?.activeDays ?? 0, hasEarlierRows: row?.hasEarlierRows ?? false }
      : null,
    partial: counted.partial,
  };
}
