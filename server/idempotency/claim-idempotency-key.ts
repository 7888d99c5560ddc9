import "server-only";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { idempotencyKeys } from "@/db/schema";

/** What a copy of a request finds: the key is now its own, or someone's earlier answer, or a run in progress. */
export type KeyClaim =
  | { state: "claimed" }
  | { state: "done"; status: number; body: string; headers: Record<string, string> }
  | { state: "running" }
  | { state: "other-request" };

/**
 * How long a claim may stay "running" before it is taken to be a crashed run's and taken over:
 * three times the 20 s statement timeout, far beyond any request that still has a client.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 60;

/**
 * Claims `key` for this request, or tells what holds it. The primary key makes one insert win
 * however many copies arrive at once; the others read the winner's row. A "running" claim of the
 * same request older than the lease is taken over (its process died before keeping an answer);
 * the update's condition lets one copy take it.
 */
export async function claimIdempotencyKey(
  db: Db,
  userId: string,
  { key, requestHash }: { key: string; requestHash: string },
): Promise<KeyClaim> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { state: "claimed" };
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  // Released between our insert and this read (the first copy failed): the next attempt claims it.
  if (!row) return { state: "running" };
  if (row.requestHash !== requestHash) return { state: "other-request" };
  if (row.status === null || row.responseBody === null) {
    const takenOver = await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now()` })
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.requestHash, requestHash),
          isNull(idempotencyKeys.status),
          lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${IDEMPOTENCY_LEASE_SECONDS})`),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    return takenOver.length > 0 ? { state: "claimed" } : { state: "running" };
  }
  return { state: "done", status: row.status, body: row.responseBody, headers: row.responseHeaders ?? {} };
}
