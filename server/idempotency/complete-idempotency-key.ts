import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { idempotencyKeys } from "@/db/schema";

/** Keeps the answer of the request that claimed `key`, for every later copy to receive. */
export async function completeIdempotencyKey(
  db: Db,
  userId: string,
  key: string,
  answer: { status: number; body: string; headers: Record<string, string> },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: answer.status, responseBody: answer.body, responseHeaders: answer.headers })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
