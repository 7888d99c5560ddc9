import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import type { Day, Month } from "@/lib/domain/calendar";
import type { NetWorthPointJson } from "@/lib/schemas/net-worth";
import { monthPointDay, monthsFromTo, netWorthOf } from "@/lib/domain/net-worth";
import { balancesOnDays } from "@/server/wealth/balances-on";

/**
 * Net worth month by month from `from` to `to` ("YYYY-MM", both included): each month read at its
 * last day, the month in course at today; months after this one have no point yet.
 */
export async function netWorthHistory(
  db: DbOrTx,
  userId: string,
  range: { from: string; to: string },
): Promise<NetWorthPointJson[]> {
  const today = todayInSaoPaulo();
  const months: { month: Month; day: Day }[] = [];
  for (const month of monthsFromTo(range.from, range.to)) {
    const day = monthPointDay(month, today);
    if (day === null) break;
    months.push({ month, day });
  }
  const balances = await balancesOnDays(db, userId, months.map((m) => m.day));
  return months.map(({ month }, index) => ({ month, ...netWorthOf(balances[index]!) }));
}
