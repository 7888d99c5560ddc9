import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { daysInMonth, splitDay, todayInSaoPaulo } from "@/lib/dates";
import { centsToNumber } from "@/lib/money";
import type { AverageDailySpendingJson } from "@/lib/schemas/dashboard";
import { sumMonthByType } from "@/server/dashboard/sum-month-by-type";
import type { YearMonth } from "@/server/dashboard/sum-month-by-type";

/**
 * The month's expense per day, rounded to the centavo: over the days elapsed (today included, in
 * São Paulo) for the current month, over all its days for a past month, and 0 for a future month.
 */
export async function getAverageDailySpending(
  db: DbOrTx,
  userId: string,
  month: YearMonth,
  today: string = todayInSaoPaulo(),
): Promise<AverageDailySpendingJson> {
  const now = splitDay(today);
  const monthIndex = month.year * 12 + month.month;
  const currentIndex = now.year * 12 + now.month;
  if (monthIndex > currentIndex) return { averageDailySpending: 0 };
  const days = monthIndex === currentIndex ? now.day : daysInMonth(month.year, month.month);
  const { despesa } = await sumMonthByType(db, userId, month);
  return { averageDailySpending: centsToNumber(Math.round(despesa / days)) };
}
