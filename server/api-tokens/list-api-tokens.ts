import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import { apiTokenCalls, apiTokens } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { scopesOf, type ApiTokensJson } from "@/lib/schemas/api-tokens";

/** The person's tokens not revoked (expired ones included, newest first) and their last calls. */
export async function listApiTokens(db: DbOrTx, userId: string): Promise<ApiTokensJson> {
  const [tokens, calls] = await Promise.all([
    db
      .select()
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
      .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id)),
    db
      .select({
        id: apiTokenCalls.id,
        tokenName: apiTokens.name,
        channel: apiTokenCalls.channel,
        target: apiTokenCalls.target,
        status: apiTokenCalls.status,
        createdAt: apiTokenCalls.createdAt,
      })
      .from(apiTokenCalls)
      .innerJoin(apiTokens, eq(apiTokens.id, apiTokenCalls.tokenId))
      .where(eq(apiTokenCalls.userId, userId))
      .orderBy(desc(apiTokenCalls.createdAt), desc(apiTokenCalls.id)),
  ]);
  return {
    tokens: tokens.map((token) => ({
      id: token.id,
      name: token.name,
      prefix: token.prefix,
      scopes: scopesOf(token.scope),
      createdAt: token.createdAt.toISOString(),
      expiresAt: token.expiresAt?.toISOString() ?? null,
      lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
      lastUsedIp: token.lastUsedIp,
    })),
    calls: calls.map((call) => ({ ...call, createdAt: call.createdAt.toISOString() })),
  };
}
