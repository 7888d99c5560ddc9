import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { sessions } from "@/db/schema";
import { generateSessionToken, hashToken, SESSION_TTL_MS } from "@/server/auth/session-token";

/** Opens a session for the user and returns the opaque token (shown once, never stored). */
export async function createSession(
  db: DbOrTx,
  userId: string,
  userAgent?: string | null,
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    userAgent: userAgent?.slice(0, 255) ?? null,
  });
  return { token, expiresAt };
}
