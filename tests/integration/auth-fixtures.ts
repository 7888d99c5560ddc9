import { and, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { db } from "@/lib/server/db";
import { oneTimeCodes, users } from "@/db/schema";
import type { OneTimeCodePurpose } from "@/db/schema";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { POST as register } from "@/app/api/v1/user/route";
import { hashCode } from "@/server/auth/one-time-code-policy";
import { call } from "../helpers/api";
import { extractCode } from "../fakes/smtp-catcher";
import type { SmtpCatcher } from "../fakes/smtp-catcher";

export const PASSWORD = "senha-segura-1";

export function signUpBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    name: "Ana Souza",
    email,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    role: "user",
    ...overrides,
  };
}

/**
 * Rate limits are per IP: each test gets its own address so budgets never leak between tests. The
 * address is the one the reverse proxy writes in X-Forwarded-For (see server/auth/client-ip.ts).
 */
let ipCounter = 0;
export function freshIp(): Record<string, string> {
  ipCounter += 1;
  return { "x-forwarded-for": `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` };
}

/**
 * The headers the app gets behind a proxy that appends the address it saw (`from`) to the
 * X-Forwarded-For a client sent (`claimed`). Caddy replaces it instead, leaving `from` alone.
 */
export function appendedByProxy(from: Record<string, string>, claimed: string): Record<string, string> {
  return { "x-forwarded-for": `${claimed}, ${from["x-forwarded-for"]}` };
}

/** POST /auth/login, from a fresh address unless `headers` name one. */
export const postLogin = (email: string, password: string, headers = freshIp()) =>
  call<{ message?: string; token?: string }>(login, {
    method: "POST",
    path: "/api/v1/auth/login",
    body: { email, password },
    headers,
  });

/** Signs up through the API and returns the code from the e-mail. */
export async function signUp(mail: SmtpCatcher, email: string): Promise<string> {
  const res = await call(register, { method: "POST", path: "/api/v1/user", body: signUpBody(email), headers: freshIp() });
  expect(res.status).toBe(201);
  return extractCode(await mail.waitForMail(email));
}

export async function userByEmail(email: string) {
  const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

export async function codeRow(userId: string, purpose: OneTimeCodePurpose) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
  return row ?? null;
}

/** Replaces the stored code with a known one (to test leading zeros and expiry). */
export async function setCode(userId: string, purpose: OneTimeCodePurpose, code: string, expiresAt?: Date) {
  await db
    .update(oneTimeCodes)
    .set({ codeHash: hashCode(userId, purpose, code), ...(expiresAt ? { expiresAt } : {}) })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
}

export async function clearRateLimits() {
  await db.execute(sql`delete from rate_limits`);
}

/** A code different from `code` (same length). */
export function wrongCode(code: string): string {
  return code === "000000" ? "111111" : "000000";
}
