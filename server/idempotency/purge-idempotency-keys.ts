import "server-only";
import { lt } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { idempotencyKeys } from "@/db/schema";

/** How long a key is honoured: a client retrying later than this gets a new write. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** Deletes keys older than the TTL; answers how many went. */
export async function purgeIdempotencyKeys(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000);
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
