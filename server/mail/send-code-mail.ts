import "server-only";
import type { OneTimeCodePurpose } from "@/db/schema";
import {
  ConfirmAccountEmail,
  confirmAccountSubject,
  confirmAccountText,
} from "@/emails/confirm-account-email";
import { DeleteAccountEmail, deleteAccountSubject, deleteAccountText } from "@/emails/delete-account-code-email";
import { ResetPasswordEmail, resetPasswordSubject, resetPasswordText } from "@/emails/reset-password-email";
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
  const mails = {
    confirm_account: () => ({
      subject: confirmAccountSubject,
      react: ConfirmAccountEmail(props),
      text: confirmAccountText(props),
    }),
    reset_password: () => ({ subject: resetPasswordSubject, react: ResetPasswordEmail(props), text: resetPasswordText(props) }),
    delete_account: () => ({ subject: deleteAccountSubject, react: DeleteAccountEmail(props), text: deleteAccountText(props) }),
  } satisfies Record<OneTimeCodePurpose, unknown>;
  const mail = mails[purpose]();
  try {
    await sendMail({ to: user.email, ...mail });
  } catch (error) {
    throw new AppError("unavailable", mailUnavailableMessage, { cause: error });
  }
}
