import "server-only";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { sessions } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { hasFullAccess } from "@/server/auth/assert-subscription-access";
import { createSession } from "@/server/auth/create-session";
import { readHouseholdCover } from "@/server/auth/resolve-session";
import { issueOneTimeCode } from "@/server/auth/issue-one-time-code";
import { verifyPassword } from "@/server/auth/password";
import { startLoginAttempt } from "@/server/auth/login-throttle";
import { logger } from "@/lib/server/logger";
import { UNCONFIRMED_ACCOUNT_MESSAGE } from "@/lib/schemas/auth";
import type { LoginInput } from "@/lib/schemas/auth";
import { sendCodeMail } from "@/server/mail/send-code-mail";
import { findUserByEmail } from "@/server/users/find-user-by-email";
import { toUserJson } from "@/server/users/to-user-json";

export const invalidCredentialsMessage = "E-mail ou senha incorretos.";

/** A new confirmation code at login is sent at most this often. */
const CONFIRMATION_RESEND_COOLDOWN_MS = 60_000;

/**
 * Checks the credentials and opens a session; the same 401 whether the e-mail exists or not.
 * Besides the spec's `{ token, user }`, `hasAccess` tells the login screen where to land (VIP and
 * billing-off users count as having access even when their status is not 'active', and so does a
 * member of a household whose owner's subscription covers it).
 */
export async function logIn(db: Db, input: LoginInput, client: { ip: string; userAgent: string | null }) {
  const attempt = await startLoginAttempt({ ip: client.ip, account: input.email });
  const user = await findUserByEmail(db, input.email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !valid) throw new AppError("unauthorized", invalidCredentialsMessage);
  await attempt.succeeded();
  if (!user.confirmedAt) {
    const code = await issueOneTimeCode(db, user.id, "confirm_account", {
      cooldownMs: CONFIRMATION_RESEND_COOLDOWN_MS,
    });
    if (code) {
      await sendCodeMail("confirm_account", user, code).catch((error: unknown) =>
        logger.error({ err: error }, "código de confirmação não enviado"),
      );
    }
    throw new AppError("forbidden", UNCONFIRMED_ACCOUNT_MESSAGE);
  }
  // Housekeeping: the user's expired sessions go when a new one starts.
  await db.delete(sessions).where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, new Date())));
  const { token } = await createSession(db, user.id, client.userAgent);
  const householdCover = await readHouseholdCover(db, user.id);
  return { token, user: toUserJson(user), hasAccess: hasFullAccess({ ...user, householdCover }) };
}
