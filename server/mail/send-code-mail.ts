import "server-only";
import type { OneTimeCodePurpose } from "@/db/schema";
import { CodeEmail, codeEmailText } from "@/emails/code-email";
import type { CodeEmailTexts } from "@/emails/code-email";
import { confirmAccountTexts, deleteAccountTexts, resetPasswordTexts } from "@/emails/code-email-texts";
import { AppError } from "@/lib/errors";
import { CODE_TTL_MINUTES } from "@/server/auth/one-time-code-policy";
import { sendMail } from "@/server/mail/send-mail";

export const mailUnavailableMessage =
  "Não foi possível enviar o e-mail agora. Tente novamente em instantes.";

/** E-mails a one-time code (confirmation, reset or account deletion); a delivery failure becomes a pt-BR 503 (cause logged). */
export async function sendCodeMail(
  purpose: OneTimeCodePurpose,
  user: { name: string; email: string },
  code: string,
): Promise<void> {
  const props = { name: user.name, code, minutes: CODE_TTL_MINUTES };
  const texts = {
    confirm_account: confirmAccountTexts,
    reset_password: resetPasswordTexts,
    delete_account: deleteAccountTexts,
  } satisfies Record<OneTimeCodePurpose, CodeEmailTexts>;
  const chosen = texts[purpose];
  const mail = { subject: chosen.subject, react: CodeEmail({ texts: chosen, ...props }), text: codeEmailText(chosen, props) };
  try {
    await sendMail({ to: user.email, ...mail });
  } catch (error) {
    throw new AppError("unavailable", mailUnavailableMessage, { cause: error });
  }
}
