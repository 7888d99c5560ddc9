import "server-only";
import type { Db } from "@/lib/server/db";
import { issueOneTimeCode } from "@/server/auth/issue-one-time-code";
import { consumeRateLimit } from "@/server/auth/rate-limit";
import { sendCodeMail } from "@/server/mail/send-code-mail";
import { findUserByEmail } from "@/server/users/find-user-by-email";

export const resendConfirmationMessage =
  "Se houver uma conta aguardando confirmação com este e-mail, enviamos um novo código.";

/** Sends a fresh confirmation code (the old one stops working). Same answer for any e-mail. */
export async function resendConfirmation(db: Db, email: string, client: { ip: string }) {
  await consumeRateLimit("resendCooldown", { ip: client.ip, account: email });
  await consumeRateLimit("resend", { ip: client.ip, account: email });
  const user = await findUserByEmail(db, email);
  if (!user || user.confirmedAt) return;
  const code = await issueOneTimeCode(db, user.id, "confirm_account");
  if (code) await sendCodeMail("confirm_account", user, code);
}
