import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { oneTimeCodes } from "@/db/schema";
import type { OneTimeCodePurpose } from "@/db/schema";
import { CODE_TTL_MINUTES, generateCode, hashCode } from "@/server/auth/one-time-code-policy";

/**
 * Creates the user's code for `purpose`, replacing any previous one, and returns it in clear (to
 * be e-mailed, never stored). With `cooldownMs`, returns null instead when a live code was issued
 * less than that long ago.
 */
export async function issueOneTimeCode(
  db: DbOrTx,
  userId: string,
  purpose: OneTimeCodePurpose,
  options: { cooldownMs?: number } = {},
): Promise<string | null> {
  if (options.cooldownMs) {
    const [recent] = await db
      .select({ id: oneTimeCodes.id })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          eq(oneTimeCodes.purpose, purpose),
          isNull(oneTimeCodes.consumedAt),
          gt(oneTimeCodes.createdAt, new Date(Date.now() - options.cooldownMs)),
        ),
      )
      .limit(1);
    if (recent) return null;
  }
  const code = generateCode();
  const now = new Date();
  const values = {
    codeHash: hashCode(userId, purpose, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
    failedAttempts: 0,
    consumedAt: null,
    createdAt: now,
  };
  await db
    .insert(oneTimeCodes)
    .values({ userId, purpose, ...values })
    .onConflictDoUpdate({
      target: [oneTimeCodes.userId, oneTimeCodes.purpose],
      set: { ...values, failedAttempts: sql`0` },
    });
  return code;
}
