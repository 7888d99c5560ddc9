import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { idempotencyKeys } from "@/db/schema";

/** Frees a key whose request failed, so a corrected retry with the same key runs. */
export async function releaseIdempotencyKey(db: Db, userId: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status)),
    );
}
