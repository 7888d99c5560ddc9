import "server-only";
import { env } from "@/lib/env";
import { formatDateBR } from "@/lib/format/dates";
import { WebhookDisabledEmail, webhookDisabledSubject, webhookDisabledText } from "@/emails/webhook-disabled-email";
import { sendMail } from "@/server/mail/send-mail";

/** Tells the owner their webhook was turned off after three days without one accepted delivery. */
export function sendWebhookDisabledMail(owner: { name: string; email: string }, url: string, failingSince: Date): Promise<void> {
  const props = { name: owner.name, url, failingSince: formatDateBR(failingSince), profileUrl: `${env.APP_URL}/profile#webhooks` };
  return sendMail({ to: owner.email, subject: webhookDisabledSubject, react: WebhookDisabledEmail(props), text: webhookDisabledText(props) });
}
