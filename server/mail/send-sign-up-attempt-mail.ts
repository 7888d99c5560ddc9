import "server-only";
import { SignUpAttemptEmail, signUpAttemptSubject, signUpAttemptText } from "@/emails/sign-up-attempt-email";
import { env } from "@/lib/env";
import { sendMail } from "@/server/mail/send-mail";

/** Tells an account's owner that someone tried to sign up with their e-mail, with the way back in. */
export function sendSignUpAttemptMail(user: { name: string; email: string }): Promise<void> {
  const props = {
    name: user.name,
    loginUrl: `${env.APP_URL}/auth/login`,
    resetUrl: `${env.APP_URL}/auth/forgot-password`,
  };
  return sendMail({
    to: user.email,
    subject: signUpAttemptSubject,
    react: SignUpAttemptEmail(props),
    text: signUpAttemptText(props),
  });
}
