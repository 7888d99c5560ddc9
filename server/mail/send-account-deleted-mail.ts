import "server-only";
import { AccountDeletedEmail, accountDeletedSubject, accountDeletedText } from "@/emails/account-deleted-email";
import { sendMail } from "@/server/mail/send-mail";

export function sendAccountDeletedMail(user: { name: string; email: string }): Promise<void> {
  return sendMail({
    to: user.email,
    subject: accountDeletedSubject,
    react: AccountDeletedEmail({ name: user.name }),
    text: accountDeletedText({ name: user.name }),
  });
}
