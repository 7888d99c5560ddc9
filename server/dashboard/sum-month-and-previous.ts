import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { previousMonth } from "@/lib/dates";
import { sumMonthByType } from "@/server/dashboard/sum-month-by-type";
import type { YearMonth } from "@/server/dashboard/sum-month-by-type";

/** The month's income and expense totals and the month before's, for the stat cards' comparison. */
export async function sumMonthAndPrevious(db: DbOrTx, userId: string, month: YearMonth) {
  const [current, previous] = await Promise.all([
    sumMonthByType(db, userId, month),
    sumMonthByType(db, userId, previousMonth(month.year, month.month)),
  ]);
  return { current, previous };
}
