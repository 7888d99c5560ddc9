import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { profileMessages } from "@/lib/schemas/users";
import { startLoginAttempt } from "@/server/auth/login-throttle";
import { verifyPassword } from "@/server/auth/password";

/**
 * Proves the signed-in person knows the account's password. A wrong one is spent from the same
 * budgets as a failed login, so a stolen session cannot be used to guess it faster than the login.
 */
export async function checkCurrentPassword(
  db: DbOrTx,
  user: { id: string; email: string },
  password: string,
  client: { ip: string },
): Promise<void> {
  const attempt = await startLoginAttempt({ ip: client.ip, account: user.email.trim().toLowerCase() });
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
  const valid = await verifyPassword(password, row?.hash ?? null);
  if (!valid) throw new AppError("bad_request", profileMessages.wrongPassword);
  await attempt.succeeded();
}
