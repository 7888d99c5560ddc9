import "server-only";
import { and, eq, getTableColumns, gt, isNull, or, sql } from "drizzle-orm";
import { apiTokens, users } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { preparedStatement } from "@/lib/server/prepared";
import type { ApiTokenScope } from "@/lib/schemas/api-tokens";
import { householdCoverSql, type ResolvedSession } from "@/server/auth/resolve-session";
import { hashToken } from "@/server/auth/session-token";
import { listVersionSql } from "@/server/shared/list-version";

/** Last use is written at most this often (or when the address changes), so reads rarely write. */
const LAST_USE_REFRESH_MS = 60 * 1000;

export interface ResolvedApiToken extends ResolvedSession {
  tokenId: string;
  scope: ApiTokenScope;
}

const { passwordHash: _omit, ...userColumns } = getTableColumns(users);

const findToken = preparedStatement("resolve_api_token", (db, name) =>
  db
    .select({
      tokenId: apiTokens.id,
      scope: apiTokens.scope,
      lastUsedAt: apiTokens.lastUsedAt,
      lastUsedIp: apiTokens.lastUsedIp,
      listVersion: sql<string>`(${listVersionSql(users.id)})::text`,
      householdCover: householdCoverSql(users.id),
      user: userColumns,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder("tokenHash")),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql.placeholder("now"))),
      ),
    )
    .limit(1)
    .prepare(name),
);

/**
 * The live personal token for `token` and its owner (as a session would give them), or null when
 * it is unknown, revoked or expired. Notes the last use and the caller's address.
 */
export async function resolveApiToken(
  db: DbOrTx,
  token: string,
  address: string,
  now: Date = new Date(),
): Promise<ResolvedApiToken | null> {
  const ip = address === "unknown" ? null : address;
  if (token.length > 200) return null;
  const [row] = await findToken(db).execute({ tokenHash: hashToken(token), now });
  if (!row) return null;
  const stale = !row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USE_REFRESH_MS;
  if (stale || row.lastUsedIp !== ip) {
    await db.update(apiTokens).set({ lastUsedAt: now, lastUsedIp: ip }).where(eq(apiTokens.id, row.tokenId));
  }
  return {
    tokenId: row.tokenId,
    scope: row.scope,
    // A token is no session: nothing keyed on a session (logout, the password change) is reachable with one.
    sessionId: `api-token:${row.tokenId}`,
    user: { ...row.user, householdCover: row.householdCover },
    listVersion: row.listVersion,
  };
}
