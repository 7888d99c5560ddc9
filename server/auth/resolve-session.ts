import "server-only";
import { and, eq, getTableColumns, gt } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { sessions, users } from "@/db/schema";
import {
  hashToken,
  SESSION_REFRESH_MS,
  SESSION_TTL_MS,
} from "@/server/auth/session-token";

export type SessionUser = Omit<typeof users.$inferSelect, "passwordHash">;

export interface ResolvedSession {
  sessionId: string;
  user: SessionUser;
}

const { passwordHash: _omit, ...userColumns } = getTableColumns(users);

/** Finds the live session for a token and slides its 30-day expiry. */
export async function resolveSession(db: DbOrTx, token: string): Promise<ResolvedSession | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, user: userColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastUsedAt.getTime() > SESSION_REFRESH_MS) {
    const now = new Date();
    await db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, user: row.user };
}
