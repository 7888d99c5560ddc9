import "server-only";
import { and, eq, gte, lt, lte, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { monthBounds, previousMonth, todayInSaoPaulo } from "@/lib/format/dates";
import { numericToCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { transactions, transactionTypes } from "@/db/schema";
import type { TransactionTypeName } from "@/db/schema";
import { countsAsCashFlow } from "@/server/shared/cash-flow-condition";
import { accountingDay, inAccountingPeriod } from "@/server/shared/accounting-day";
import { cachedValueForListVersion } from "@/server/shared/versioned-cache";
import type { DashboardMonth } from "@/lib/domain/dashboard-regime";

/** Income and expense of one month. */
export type MonthTotals = Record<TransactionTypeName, Cents>;

export interface MonthSummary {
  current: MonthTotals;
  previous: MonthTotals;
  /** The month's expense dated up to `today`: what the daily average spreads over the days gone. */
  spentSoFarCents: Cents;
}

/**
 * The month's income and expense and the month before's, from ONE query: PostgreSQL
 * sums numeric over both months at once (each figure is a filtered aggregate). Transaction dates
 * are calendar days (already São Paulo's), so a month is `[day 1, next month's day 1)`; each
 * instalment parcel counts in the month it falls in. Money moved to or from an objective is neither.
 */
export async function getMonthSummary(
  db: DbOrTx,
  userId: string,
  { year, month, regime = "competencia" }: DashboardMonth,
  today: string = todayInSaoPaulo(),
): Promise<MonthSummary> {
  // Read by the four stat calls and the dashboard page alike: kept until the user's data changes
  // (or the day turns, which moves spentSoFarCents).
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
  const { start, end } = monthBounds(year, month);
  const before = previousMonth(year, month);
  const previousStart = monthBounds(before.year, before.month).start;
  const day = accountingDay(regime);
  const inCurrent = gte(day, start);
  const inPrevious = lt(day, start);
  const total = (type: TransactionTypeName, period: SQL) =>
    sql<string>`coalesce(sum(${transactions.valor}) filter (where ${and(eq(transactionTypes.transactionType, type), period)}), 0)`;
  const [row] = await db
    .select({
      currentReceita: total("receita", inCurrent),
      currentDespesa: total("despesa", inCurrent),
      previousReceita: total("receita", inPrevious),
      previousDespesa: total("despesa", inPrevious),
      spentSoFar: total("despesa", and(inCurrent, lte(day, today)) as SQL),
    })
    .from(transactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .where(
      countsAsCashFlow(
        eq(transactions.userId, userId),
        inAccountingPeriod(regime, previousStart, end),
      ),
    );
  return {
    current: {
      receita: numericToCents(row?.currentReceita ?? "0"),
      despesa: numericToCents(row?.currentDespesa ?? "0"),
    },
    previous: {
      receita: numericToCents(row?.previousReceita ?? "0"),
      despesa: numericToCents(row?.previousDespesa ?? "0"),
    },
    spentSoFarCents: numericToCents(row?.spentSoFar ?? "0"),
  };
}
