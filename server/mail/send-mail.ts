import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ReactElement } from "react";
import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import { render, toPlainText } from "@react-email/render";
import { env } from "@/lib/env";
import { logger } from "@/lib/server/logger";

export interface MailInput {
  to: string;
  subject: string;
  /** A React Email component (see emails/). */
  react: ReactElement;
  /** The plain-text part; derived from the HTML when omitted. */
  text?: string;
  /** Extra headers, e.g. List-Unsubscribe on a recurring e-mail. */
  headers?: Record<string, string>;
  /** Where an answer goes when it should not reach MAIL_FROM (a support message: its sender). */
  replyTo?: { name: string; address: string };
}

/** Where development mail lands when SMTP_URL is not set (gitignored). */
export const DEV_MAILBOX_DIR = path.join(process.cwd(), ".dev-mail");

const globalForMail = globalThis as unknown as { bolsoMailTransport?: Transporter; bolsoMailUrl?: string };

function smtpTransport(url: string): Transporter {
  if (!globalForMail.bolsoMailTransport || globalForMail.bolsoMailUrl !== url) {
    globalForMail.bolsoMailTransport = nodemailer.createTransport(url, {
      // A stuck mail server must not hold a sign-up request for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    globalForMail.bolsoMailUrl = url;
  }
  return globalForMail.bolsoMailTransport;
}

/**
 * Renders and sends one e-mail (HTML + plain text). With SMTP_URL it goes through that server;
 * in development without it, the message is printed and saved under .dev-mail/, never dropped.
 */
export async function sendMail({ to, subject, react, text, headers, replyTo }: MailInput): Promise<void> {
  const html = await render(react);
  const plain = text ?? toPlainText(html);
  const message = { from: env.MAIL_FROM, to, subject, html, text: plain, headers, replyTo };
  if (env.SMTP_URL) {
    await smtpTransport(env.SMTP_URL).sendMail(message);
    return;
  }
  if (env.NODE_ENV === "production") {
    throw new Error("SMTP_URL não definida: impossível enviar e-mail em produção.");
  }
  await saveToDevMailbox(message);
}

async function saveToDevMailbox(message: {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  replyTo?: { name: string; address: string };
}) {
  const eml = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    .sendMail(message);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const base = `${stamp}-${message.to.replace(/[^a-zA-Z0-9@._-]/g, "_")}`;
  await mkdir(DEV_MAILBOX_DIR, { recursive: true });
  await writeFile(path.join(DEV_MAILBOX_DIR, `${base}.eml`), eml.message as Buffer);
  await writeFile(path.join(DEV_MAILBOX_DIR, `${base}.html`), message.html);
  // The text is logged so a developer reads the code in the terminal; production never gets here.
  logger.info({ subject: message.subject, text: message.text }, "e-mail salvo em .dev-mail/ (sem SMTP_URL)");
}
