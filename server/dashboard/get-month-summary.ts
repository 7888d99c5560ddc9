import "server-only";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { ZERO_CENTS, addCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { transactions, transactionTypes } from "@/db/schema";
import type { TransactionTypeName } from "@/db/schema";
import { countedMonth } from "@/lib/domain/month-so-far";
import type { CountedMonth, DayRange } from "@/lib/domain/month-so-far";
import type { ComparisonBase } from "@/lib/domain/percentage-change";
import { countsAsCashFlow } from "@/server/shared/cash-flow-condition";
import { accountingDay, inAccountingPeriod } from "@/server/shared/accounting-day";
import { cachedValueForListVersion } from "@/server/shared/versioned-cache";
import type { DashboardRegime } from "@/lib/domain/dashboard-regime";
import type { ScopedMonth } from "@/lib/domain/dashboard-scope";
import type { DashboardScope } from "@/lib/domain/dashboard-scope";
import { assertInHousehold, inHouseholdSql, ownWholeSql } from "@/server/dashboard/dashboard-scope";
import { householdTransactionSql } from "@/server/shared/household-access";
import { householdShare } from "@/server/dashboard/household-share";
import { cachedValueForHousehold } from "@/server/shared/household-cache";
import type { HouseholdShare } from "@/server/dashboard/household-share";

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
 * list. Money moved to or from an objective is neither. `scope` says whose rows
 * (server/dashboard/dashboard-scope.ts); in "Eu" inside a household, the person's share of the
 * household's rows is added to the sums of their own.
 */
export async function getMonthSummary(
  db: DbOrTx,
  userId: string,
  { year, month, regime = "competencia", scope = "me" }: ScopedMonth,
  today: Day = todayInSaoPaulo(),
): Promise<MonthSummary> {
  if (scope === "household") await assertInHousehold(db, userId);
  const counted = countedMonth(year, month, today);
  // Read by the four stat calls and the dashboard page alike: kept until the user's data changes
  // (or the day turns, which moves the counted days). Joining or leaving a household moves it too.
  const { summary, inHousehold } = await cachedValueForListVersion<Summed>(
    db,
    userId,
    `month-summary:${year}-${month}:${regime}:${today}${scope === "household" ? ":casa" : ""}`,
    () => sumMonth(db, userId, { scope, regime, counted }),
  );
  if (scope === "household" || !inHousehold) return summary;
  // The person's share of the household's rows also reads the other members' rows and the split:
  // kept per household version (household-cache.ts), the own sums above per list version. Each
  // part is served only while its version is current, so their sum is never stale.
  const shares = await cachedValueForHousehold<SharedTotals>(db, userId, `month-shares:${year}-${month}:${regime}:${today}`, async () =>
    sharedTotals(await householdShare(db, userId, { regime, start: counted.previous.start, end: counted.current.end }), counted),
  );
  const plus = (own: MonthTotals, share: MonthTotals): MonthTotals => ({
    receita: addCents(own.receita, share.receita),
    despesa: addCents(own.despesa, share.despesa),
  });
  return { ...summary, current: plus(summary.current, shares.current), previous: plus(summary.previous, shares.previous) };
}

type SharedTotals = Pick<MonthSummary, "current" | "previous">;

/** The person's share of the household's rows of each period and type. */
function sharedTotals({ rows, shareOf }: HouseholdShare, counted: CountedMonth): SharedTotals {
  const totals = (range: DayRange): MonthTotals => {
    const of = (type: TransactionTypeName) =>
      shareOf(rows.filter((row) => row.type === type && row.day >= range.start && row.day < range.end));
    return { receita: of("receita"), despesa: of("despesa") };
  };
  return { current: totals(counted.current), previous: totals(counted.previous) };
}

interface Summed {
  summary: MonthSummary;
  inHousehold: boolean;
}

/**
 * One query. "Casa": the household's rows. "Eu": the person's own rows (their days shape the
 * comparison), summed whole outside the household's; whether they are in one comes along.
 */
async function sumMonth(
  db: DbOrTx,
  userId: string,
  { scope, regime, counted }: { scope: DashboardScope; regime: DashboardRegime; counted: CountedMonth },
): Promise<Summed> {
  const rows = scope === "household" ? householdTransactionSql(userId) : eq(transactions.userId, userId);
  const summed = scope === "me" ? ownWholeSql(userId) : undefined;
  const day = accountingDay(regime);
  const within = (range: DayRange) => and(gte(day, range.start), lt(day, range.end)) as SQL;
  const total = (type: TransactionTypeName, range: DayRange) =>
    sql<Cents>`coalesce(sum(${transactions.valor}) filter (where ${and(eq(transactionTypes.transactionType, type), within(range), summed)}), 0)`.mapWith(
      transactions.valor,
    );
  const [row] = await db
    .select({
      currentReceita: total("receita", counted.current),
      currentDespesa: total("despesa", counted.current),
      previousReceita: total("receita", counted.previous),
      previousDespesa: total("despesa", counted.previous),
      activeDays: sql<number>`(count(distinct ${day}) filter (where ${within(counted.previous)}))::int`,
      // Income or spending before the month: a deposit into an objective is neither.
      hasEarlierRows: sql<boolean>`exists (select 1 from ${transactions} where ${countsAsCashFlow(
        rows,
        lt(transactions.transactionDate, counted.current.start),
      )})`,
      inHousehold: inHouseholdSql(userId),
    })
    .from(transactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .where(countsAsCashFlow(rows, inAccountingPeriod(regime, counted.previous.start, counted.current.end)));
  const begun = counted.current.start < counted.current.end;
  return {
    summary: {
      current: {
        receita: row?.currentReceita ?? ZERO_CENTS,
        despesa: row?.currentDespesa ?? ZERO_CENTS,
      },
      previous: {
        receita: row?.previousReceita ?? ZERO_CENTS,
        despesa: row?.previousDespesa ?? ZERO_CENTS,
      },
      base: begun
        ? { activeDays: row?.activeDays ?? 0, hasEarlierRows: row?.hasEarlierRows ?? false }
        : null,
      partial: counted.partial,
    },
    inHousehold: row?.inHousehold ?? false,
  };
}
