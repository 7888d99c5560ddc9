import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CodeEmail, codeEmailText } from "@/emails/code-email";
import { confirmAccountTexts } from "@/emails/code-email-texts";
import { startSmtpCatcher } from "../fakes/smtp-catcher";
import type { SmtpCatcher } from "../fakes/smtp-catcher";
import { extractCode } from "../fakes/smtp-catcher";

const props = { name: "Ana", code: "042917", minutes: 15 };

describe("sendMail through SMTP_URL", () => {
  let catcher: SmtpCatcher;

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    vi.stubEnv("SMTP_URL", catcher.url);
    vi.resetModules();
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await catcher.stop();
  });

  it("delivers the HTML and the plain-text part to the SMTP server", async () => {
    const { sendMail } = await import("@/server/mail/send-mail");
    await sendMail({
      to: "Ana@Exemplo.com.br",
      subject: "Seu código",
      react: CodeEmail({ texts: confirmAccountTexts, ...props }),
      text: codeEmailText(confirmAccountTexts, props),
    });
    const mail = await catcher.waitForMail("ana@exemplo.com.br");
    expect(mail.subject).toBe("Seu código");
    expect(mail.text).toContain("042917");
    expect(mail.html).toContain("042917");
    expect(mail.html).toContain("Bolso");
    expect(extractCode(mail)).toBe("042917");
  });

  it("derives the plain text from the HTML when none is given", async () => {
    const { sendMail } = await import("@/server/mail/send-mail");
    await sendMail({ to: "bia@exemplo.com.br", subject: "Oi", react: CodeEmail({ texts: confirmAccountTexts, ...props }) });
    const mail = await catcher.waitForMail("bia@exemplo.com.br");
    expect(mail.text).toContain("042917");
  });
});

describe("sendMail in development without SMTP_URL", () => {
  let dir: string;
  const cwd = process.cwd();

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "bolso-mail-"));
    process.chdir(dir);
    vi.stubEnv("SMTP_URL", "");
    vi.stubEnv("NODE_ENV", "development");
    vi.resetModules();
  });

  afterAll(async () => {
    process.chdir(cwd);
    vi.unstubAllEnvs();
    await rm(dir, { recursive: true, force: true });
  });

  it("prints the message and keeps it in .dev-mail/ as .eml and .html", async () => {
    const log = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const { sendMail } = await import("@/server/mail/send-mail");
    await sendMail({
      to: "cris@exemplo.com.br",
      subject: "Seu código",
      react: CodeEmail({ texts: confirmAccountTexts, ...props }),
      text: codeEmailText(confirmAccountTexts, props),
    });
    const logged = log.mock.calls.flat().join("\n");
    expect(logged).toContain("042917");
    // Through the redacting logger: one JSON line, and no address in it.
    expect(JSON.parse(logged)).toMatchObject({ subject: "Seu código" });
    expect(logged).not.toContain("cris@exemplo.com.br");
    const files = await readdir(path.join(dir, ".dev-mail"));
    expect(files.filter((f) => f.endsWith(".eml"))).toHaveLength(1);
    expect(files.filter((f) => f.endsWith(".html"))).toHaveLength(1);
    const eml = await readFile(path.join(dir, ".dev-mail", files.find((f) => f.endsWith(".eml"))!), "utf8");
    expect(eml).toContain("cris@exemplo.com.br");
    log.mockRestore();
  });
});
