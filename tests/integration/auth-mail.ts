import { startSmtpCatcher } from "../fakes/smtp-catcher";
import type { SmtpCatcher } from "../fakes/smtp-catcher";

/**
 * Starts the SMTP catcher and points SMTP_URL at it, before lib/env is read: call it through
 * `vi.hoisted` (`const mail = await vi.hoisted(async () => (await import("./auth-mail")).catchMail())`)
 * and stop it in afterAll.
 */
export async function catchMail(): Promise<SmtpCatcher> {
  const catcher = await startSmtpCatcher();
  process.env.SMTP_URL = catcher.url;
  return catcher;
}
