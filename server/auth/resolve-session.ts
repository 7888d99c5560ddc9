import "server-only";
import { and, eq, getTableColumns, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { preparedStatement } from "@/lib/server/prepared";
import { sessions, users } from "@/db/schema";
import { hashToken, SESSION_REFRESH_MS, SESSION_TTL_MS } from "@/server/auth/session-token";
import { listVersionSql } from "@/server/shared/list-version";

export type SessionUser = Omit<typeof users.$inferSelect, "passwordHash">;

export interface ResolvedSession {
  sessionId: string;
  user: SessionUser;
  /** The user's list version (migration 0003) read with the session, so a cached answer needs no second round trip. */
  listVersion: string;
}

const { passwordHash: _omit, ...userColumns } = getTableColumns(users);

const findSession = preparedStatement("resolve_session", (db, name) =>
  db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      listVersion: sql<string>`(${listVersionSql(users.id)})::text`,
      user: userColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        gt(sessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare(name),
);

/** Finds the live session for a token and slides its 30-day expiry. */
export async function resolveSession(db: DbOrTx, token: string): Promise<ResolvedSession | null> {
  if (!token || token.length > 200) return null;
  const [row] = await findSession(db).execute({ tokenHash: hashToken(token), now: new Date() });
  if (!row) return null;
  if (Date.now() - row.lastUsedAt.getTime() > SESSION_REFRESH_MS) {
    const now = new Date();
    await db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, user: row.user, listVersion: row.listVersion };
}
