import "server-only";
import { and, eq, getTableColumns, getTableName, gt, sql } from "drizzle-orm";
import type { AnyColumn, SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { preparedStatement } from "@/lib/server/prepared";
import { sessions, users } from "@/db/schema";
import { hashToken, SESSION_REFRESH_MS, SESSION_TTL_MS } from "@/server/auth/session-token";
import { listVersionSql } from "@/server/shared/list-version";

type UserRow = typeof users.$inferSelect;

/** The access facts of the owner of the user's household, when someone else owns it (null otherwise). */
export type HouseholdCover = Pick<UserRow, "vipAccess" | "subscriptionStatus">;

export type SessionUser = Omit<UserRow, "passwordHash"> & { householdCover: HouseholdCover | null };

/**
 * `userId`'s household owner's access facts, read with the session: the owner's subscription covers
 * every member (server/auth/assert-subscription-access.ts).
 */
export function householdCoverSql(userId: string | AnyColumn): SQL<HouseholdCover | null> {
  // Qualified by its table: a one-table select would print the bare column, which the subquery's own tables shadow.
  const subject =
    typeof userId === "string" ? sql`${userId}::uuid` : sql`${sql.identifier(getTableName(userId.table))}.${sql.identifier(userId.name)}`;
  return sql<HouseholdCover | null>`(select json_build_object('vipAccess', owner.vip_access, 'subscriptionStatus', owner.subscription_status)
    from household_members member join households household on household.id = member.household_id
    join users owner on owner.id = household.owner_id
    where member.user_id = ${subject} and household.owner_id <> ${subject})`;
}

export interface ResolvedSession {
  sessionId: string;
  user: SessionUser;
  /** The user's list version (migration 0003) read with the session, so a cached answer needs no second round trip. */
  listVersion: string;
}

/** `userId`'s household cover on its own, where no session is read (the login's answer). */
export async function readHouseholdCover(db: DbOrTx, userId: string): Promise<HouseholdCover | null> {
  const [row] = await db.select({ cover: householdCoverSql(users.id) }).from(users).where(eq(users.id, userId));
  return row?.cover ?? null;
}

const { passwordHash: _omit, ...userColumns } = getTableColumns(users);

const findSession = preparedStatement("resolve_session", (db, name) =>
  db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      listVersion: sql<string>`(${listVersionSql(users.id)})::text`,
      householdCover: householdCoverSql(users.id),
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
  return {
    sessionId: row.sessionId,
    user: { ...row.user, householdCover: row.householdCover },
    listVersion: row.listVersion,
  };
}
