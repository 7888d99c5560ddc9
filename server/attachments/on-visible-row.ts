import "server-only";
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { attachments, transactions } from "@/db/schema";
import { visibleTransactionSql } from "@/server/shared/household-access";

/** The receipt belongs to a row `userId` sees (their own, or one a member shares with them). */
export function onVisibleRow(userId: string): SQL {
  return sql`${attachments.transactionId} in (select ${transactions.id} from ${transactions} where ${visibleTransactionSql(userId)})`;
}
