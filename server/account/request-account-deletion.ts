import "server-only";
import type { Db } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { issueOneTimeCode } from "@/server/auth/issue-one-time-code";
import { sendCodeMail } from "@/server/mail/send-code-mail";

/** A new deletion code is not issued while the last one is younger than this. */
const DELETE_CODE_COOLDOWN_MS = 60_000;

export const deleteCodeSentMessage = "Enviamos um código de confirmação para o seu e-mail.";
export const deleteCodeCooldownMessage =
  "Já enviamos um código há menos de um minuto. Confira seu e-mail ou aguarde para pedir outro.";

/** E-mails the 6-digit code that `DELETE /user/me` asks for. */
export async function requestAccountDeletion(db: Db, user: { id: string; name: string; email: string }) {
  const code = await issueOneTimeCode(db, user.id, "delete_account", { cooldownMs: DELETE_CODE_COOLDOWN_MS });
  if (!code) throw new AppError("too_many_requests", deleteCodeCooldownMessage, { headers: { "Retry-After": "60" } });
  await sendCodeMail("delete_account", user, code);
}
