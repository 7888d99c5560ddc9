import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { monthBounds, monthOfYear } from "@/lib/domain/calendar";
import type { MonthQuery } from "@/lib/schemas/month-query";
import type { TransferJson } from "@/lib/schemas/transfers";
import { selectTransfers } from "@/server/transfers/select-transfers";

/** GET /transfer?month=&year=: the month's transfers, newest first. */
export function listTransfers(
  db: DbOrTx,
  userId: string,
  { year, month }: MonthQuery,
): Promise<TransferJson[]> {
  const { start, end } = monthBounds(monthOfYear(year, month));
  return selectTransfers(db, userId, { start, end });
}
