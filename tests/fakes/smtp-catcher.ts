import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** One message received by the catcher. Addresses are lower-cased envelope recipients. */
export interface CaughtMail {
  to: string[];
  from: string;
  subject: string;
  /** The Reply-To header as written (`Name <address>`), or "" when absent. */
  replyTo: string;
  text: string;
  html: string;
  /** Every header by lower-case name, folded lines joined (the last one wins on repeats). */
  headers: Record<string, string>;
  receivedAt: Date;
}

export interface SmtpCatcher {
  /** `smtp://127.0.0.1:<port>`: give it to the app as SMTP_URL. */
  url: string;
  /** Every message received, oldest first. */
  messages: CaughtMail[];
  /**
   * The oldest message to `to` not yet returned by an earlier waitForMail, waiting for it to arrive
   * if needed (rejects after `timeoutMs`, default 10 s).
   */
  waitForMail(to: string, options?: { timeoutMs?: number }): Promise<CaughtMail>;
  stop(): Promise<void>;
}

/** The first 6-digit code in a message's plain text (confirmation and reset e-mails). */
export function extractCode(mail: CaughtMail): string {
  const match = mail.text.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error(`no 6-digit code in mail "${mail.subject}"`);
  return match[1];
}

/** A real SMTP server on loopback that keeps what it receives, for integration and e2e tests. */
export async function startSmtpCatcher(
  options: {
    port?: number;
    /** Milliseconds to hold a recipient before accepting it: a slow mailbox (0 for none). */
    delayFor?: (recipient: string) => number;
  } = {},
): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const delivered = new Set<CaughtMail>();
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const delay = options.delayFor?.(address.address.toLowerCase()) ?? 0;
      if (delay > 0) setTimeout(() => callback(), delay);
      else callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            subject: parsed.subject ?? "",
            replyTo: parsed.replyTo?.text ?? "",
            text: parsed.text ?? "",
            html: parsed.html || "",
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(":") + 1).replace(/\r?\n\s+/g, " ").trim()]),
            ),
            receivedAt: new Date(),
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  function takeNext(to: string): CaughtMail | undefined {
    const mail = messages.find((m) => !delivered.has(m) && m.to.includes(to.toLowerCase()));
    if (mail) delivered.add(mail);
    return mail;
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail(to, { timeoutMs = 10_000 } = {}) {
      const ready = takeNext(to);
      if (ready) return Promise.resolve(ready);
      return new Promise<CaughtMail>((resolve, reject) => {
        const wake = () => {
          const mail = takeNext(to);
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
