import { createHash, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { test as base, expect } from "@playwright/test";
import type { BrowserContext, Page } from "@playwright/test";
import bcrypt from "bcryptjs";
import { Pool } from "pg";
import type { SubscriptionStatus } from "@/db/schema";
import type { CaughtMail } from "../fakes/smtp-catcher";
import { readE2EState } from "./state";
import { fullPageShot } from "./shot-style";

export { expect };

export const E2E_PASSWORD = "senha-forte-123";
// Cost 4 keeps fixtures fast; verification reads the cost from the hash itself.
const passwordHash = bcrypt.hashSync(E2E_PASSWORD, 4);
const SESSION_COOKIE = "bolso_session";
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

let pool: Pool | undefined;

/** The e2e database (the same one the app uses), for fixtures and assertions. */
export function e2eDb(): Pool {
  pool ??= new Pool({ connectionString: readE2EState().databaseUrl, max: 1 });
  return pool;
}

export interface E2EUser {
  id: string;
  name: string;
  email: string;
  password: string;
}

export interface CreateUserOptions {
  name?: string;
  email?: string;
  confirmed?: boolean;
  vipAccess?: boolean;
  subscriptionStatus?: SubscriptionStatus;
}

/** Inserts a user straight into the e2e database: confirmed and active unless told otherwise. */
export async function createUser(options: CreateUserOptions = {}): Promise<E2EUser> {
  const name = options.name ?? "Maria Teste";
  const email = (options.email ?? `maria-${randomUUID()}@exemplo.com.br`).toLowerCase();
  const { rows } = await e2eDb().query<{ id: string }>(
    `insert into users (name, email, password_hash, confirmed_at, vip_access, subscription_status)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      name,
      email,
      passwordHash,
      options.confirmed === false ? null : new Date(),
      options.vipAccess ?? false,
      options.subscriptionStatus ?? "active",
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error("e2e: usuário não criado");
  return { id, name, email, password: E2E_PASSWORD };
}

/**
 * Signs the page's context in as `user` without the login screen: a session row (only the
 * token's SHA-256 is stored, as the app does) and the httpOnly session cookie.
 */
export async function loginAs(page: Page, user: Pick<E2EUser, "id">): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = createHash("sha256").update(token).digest("hex");
  await e2eDb().query(
    "insert into sessions (user_id, token_hash, expires_at, user_agent) values ($1, $2, $3, 'e2e')",
    [user.id, tokenHash, new Date(Date.now() + SESSION_TTL_MS)],
  );
  await page.context().addCookies([
    {
      name: SESSION_COOKIE,
      value: token,
      url: readE2EState().baseURL,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  return token;
}

/** Every message the SMTP catcher received for `to` (all messages when omitted). */
export async function readMail(to?: string): Promise<CaughtMail[]> {
  const url = new URL("/mail", readE2EState().mailUrl);
  if (to) url.searchParams.set("to", to);
  const res = await fetch(url);
  return (await res.json()) as CaughtMail[];
}

/** The oldest message to `to` not yet taken by an earlier call, waiting for it to arrive. */
export async function waitForMail(to: string, timeoutMs = 15_000): Promise<CaughtMail> {
  const url = new URL("/mail/next", readE2EState().mailUrl);
  url.searchParams.set("to", to);
  url.searchParams.set("timeoutMs", String(timeoutMs));
  const res = await fetch(url);
  const body = (await res.json()) as CaughtMail | { message: string };
  if (!res.ok) throw new Error("message" in body ? body.message : `no mail to ${to}`);
  return body as CaughtMail;
}

/** The 6-digit code of the next message to `to` (confirmation or password reset). */
export async function waitForCode(to: string, timeoutMs?: number): Promise<string> {
  const mail = await waitForMail(to, timeoutMs);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in mail "${mail.subject}"`);
  return code;
}

/**
 * A full-page screenshot in test-results/screenshots/<name>.png, to look at after the run. A dialog
 * that scrolls inside itself is shot as the viewport shows it (`fullPage: false`): a full-page
 * capture of a taller page lays the phone's bottom sheet out again and loses its scroll.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  const file = path.join(process.cwd(), "test-results", "screenshots", `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (fullPage) await fullPageShot(page, file);
  else await page.screenshot({ path: file });
  return file;
}

/**
 * Records every Content Security Policy violation in `context`'s pages: the browser's
 * `securitypolicyviolation` events (reported from an init script, so none is missed before the
 * app's own scripts run) and the console errors Chromium prints for a blocked resource.
 */
async function watchCspViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding("__reportCspViolation", ({ page }, text: string) => {
    violations.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
        .__reportCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  context.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
      violations.push(`${message.page()?.url() ?? "?"}: ${message.text()}`);
    }
  });
}

/**
 * Resolves once every Suspense boundary the server streamed is on screen. Until then the document
 * holds both the fallback (a skeleton, which can carry the same test ids) and the finished content,
 * hidden in a `div[hidden][id^="S:"]` that React moves into place, and React batches those moves
 * up to 300 ms after the previous one: the load event can come first.
 */
async function streamedContentShown(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('div[hidden][id^="S:"], template[id^="B:"]'),
  );
}

/**
 * `test` with a signed-in, active user for screen specs: `test("…", async ({ page, user }) => …)`.
 * Specs that need no user simply do not ask for the fixture.
 *
 * Every page of the test's context fails the test on a CSP violation. A test that provokes one on
 * purpose asserts on `cspViolations` and then empties it.
 */
export const test = base.extend<{ user: E2EUser; cspViolations: string[] }, { e2ePool: void }>({
  // A test acts on a document load once the user would see it whole (see streamedContentShown).
  page: async ({ page }, provide) => {
    const thenStreamed =
      <A extends unknown[], R>(navigate: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        const response = await navigate(...args);
        await streamedContentShown(page);
        return response;
      };
    page.goto = thenStreamed(page.goto.bind(page));
    page.reload = thenStreamed(page.reload.bind(page));
    await provide(page);
  },
  cspViolations: async ({}, provide) => {
    await provide([]);
  },
  context: async ({ context, cspViolations }, provide) => {
    await watchCspViolations(context, cspViolations);
    await provide(context);
    // A round trip to each page flushes the reports and console messages it sent before it.
    for (const open of context.pages()) await open.evaluate(() => true).catch(() => undefined);
    expect(cspViolations, "the Content Security Policy blocked something on the page").toEqual([]);
  },
  user: async ({ page }, provide) => {
    const user = await createUser();
    await loginAs(page, user);
    await provide(user);
  },
  e2ePool: [
    // Playwright requires the destructuring pattern for the (empty) dependencies.
    async ({}, provide) => {
      await provide();
      await pool?.end();
      pool = undefined;
    },
    { scope: "worker", auto: true },
  ],
});
