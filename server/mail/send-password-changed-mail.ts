import "server-only";
import { PasswordChangedEmail, passwordChangedSubject, passwordChangedText } from "@/emails/password-changed-email";
import { sendMail } from "@/server/mail/send-mail";

export function sendPasswordChangedMail(user: { name: string; email: string }): Promise<void> {
  return sendMail({
    to: user.email,
    subject: passwordChangedSubject,
    react: PasswordChangedEmail({ name: user.name }),
    text: passwordChangedText({ name: user.name }),
  });
}
