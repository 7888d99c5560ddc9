import "server-only";
import { and, gte, lt } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { monthBounds } from "@/lib/dates";
import type { MonthQuery } from "@/lib/month-query";
import { transfers } from "@/db/schema";
import type { TransferJson } from "@/lib/schemas/transfers";
import { selectTransfers } from "@/server/transfers/select-transfers";

/** GET /transfer?month=&year=: the month's transfers, newest first. */
export function listTransfers(db: DbOrTx, userId: string, { year, month }: MonthQuery): Promise<TransferJson[]> {
  const { start, end } = monthBounds(year, month);
  return selectTransfers(db, userId, and(gte(transfers.transferDate, start), lt(transfers.transferDate, end)));
}
