import "server-only";
import { and, count, eq, inArray } from "drizzle-orm";
import { attachments } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";

/** How many receipts each of these transactions holds (only those holding any), for the rows' paperclip. */
export async function countAttachments(db: DbOrTx, userId: string, transactionIds: readonly string[]): Promise<Record<string, number>> {
  if (transactionIds.length === 0) return {};
  const rows = await db
    .select({ transactionId: attachments.transactionId, n: count() })
    .from(attachments)
    .where(and(eq(attachments.userId, userId), inArray(attachments.transactionId, [...transactionIds])))
    .groupBy(attachments.transactionId);
  return Object.fromEntries(rows.map((row) => [row.transactionId, row.n]));
}
