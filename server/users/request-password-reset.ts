import "server-only";
import type { Db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { issueOneTimeCode } from "@/server/auth/issue-one-time-code";
import { consumeRateLimit } from "@/server/auth/rate-limit";
import { sendCodeMail } from "@/server/mail/send-code-mail";
import { findUserByEmail } from "@/server/users/find-user-by-email";

export const forgotPasswordMessage =
  "Se existir uma conta com este e-mail, enviamos um código para redefinir a senha.";

/** A new reset code is not issued while the last one is younger than this. */
const RESET_CODE_COOLDOWN_MS = 60_000;

/**
 * Issues and e-mails a reset code when the account exists. Whatever the e-mail, the caller answers
 * the same thing, and the mail goes out in the background so timing does not tell either.
 */
export async function requestPasswordReset(db: Db, email: string, client: { ip: string }) {
  await consumeRateLimit("forgot", { ip: client.ip, account: email });
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const code = await issueOneTimeCode(db, user.id, "reset_password", { cooldownMs: RESET_CODE_COOLDOWN_MS });
  if (!code) return;
  void sendCodeMail("reset_password", user, code).catch((error: unknown) =>
    logger.error({ err: error }, "[mail] código de redefinição não enviado"),
  );
}
