import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { daysInMonth, splitDay, todayInSaoPaulo } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { ZERO_CENTS, centsToReais, divideCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import type { MonthQuery } from "@/lib/schemas/month-query";
import type { ScopedMonth } from "@/lib/domain/dashboard-scope";
import type { AverageDailySpendingJson } from "@/lib/schemas/dashboard";
import { getMonthSummary } from "@/server/dashboard/get-month-summary";

/**
 * How many days the month's expense is spread over: the days elapsed (today included, in São
 * Paulo) for the current month, all its days for a past month, none for a future month.
 */
export function elapsedDays(
  { year, month }: MonthQuery,
  today: Day = todayInSaoPaulo(),
): number {
  const now = splitDay(today);
  const order = year * 12 + month - (now.year * 12 + now.month);
  if (order > 0) return 0;
  return order === 0 ? now.day : daysInMonth(year, month);
}

/**
 * The month's expense up to today per elapsed day, rounded to the centavo (a parcel dated later
 * this month is not spent yet); 0 for a month not yet begun.
 */
export function averageDailySpending(
  spentSoFarCents: Cents,
  month: MonthQuery,
  today: Day = todayInSaoPaulo(),
): AverageDailySpendingJson {
  const days = elapsedDays(month, today);
  return { averageDailySpending: centsToReais(days === 0 ? ZERO_CENTS : divideCents(spentSoFarCents, days)) };
}

export async function getAverageDailySpending(
  db: DbOrTx,
  userId: string,
  month: ScopedMonth,
  today: Day = todayInSaoPaulo(),
): Promise<AverageDailySpendingJson> {
  // A future month has nothing to divide: no query.
  if (elapsedDays(month, today) === 0) return { averageDailySpending: centsToReais(ZERO_CENTS) };
  const { current } = await getMonthSummary(db, userId, month, today);
  return averageDailySpending(current.despesa, month, today);
}
