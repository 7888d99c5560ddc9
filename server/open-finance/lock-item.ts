import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";

/** Two syncs of one item (two workers, two instances) take turns, one database transaction at a time. */
export async function lockItem(tx: DbOrTx, itemId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`open-finance:${itemId}`}))`);
}
