import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { apiTokens } from "@/db/schema";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import { apiTokenMessages } from "@/lib/schemas/api-tokens";

/** Revokes one of the person's tokens: from now on it is a 401. Another person's (or a revoked one) is a 404. */
export async function revokeApiToken(db: DbOrTx, userId: string, tokenId: string, now: Date = new Date()): Promise<void> {
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  if (revoked.length === 0) throw notFound(apiTokenMessages.notFound);
}
