import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/server/db";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { GET as me } from "@/app/api/v1/user/me/route";
import { POST as register } from "@/app/api/v1/user/route";
import { call } from "../helpers/api";
import { TEST_PASSWORD, createTestUser } from "../helpers/users";
import { PASSWORD, clearRateLimits, freshIp, signUpBody } from "./auth-fixtures";

const mail = await vi.hoisted(async () => (await import("./auth-mail")).catchMail());
afterAll(() => mail.stop());
beforeEach(clearRateLimits);

/** Everything the app writes to the log while `fn` runs: stdout (the logger) and the console. */
async function captureLog<T>(fn: () => Promise<T>): Promise<{ result: T; text: string; lines: Record<string, unknown>[] }> {
  const chunks: string[] = [];
  const keep = (...args: unknown[]) => {
    chunks.push(args.map((arg) => (arg instanceof Error ? `${arg.stack} ${JSON.stringify(arg)}` : String(arg))).join(" "));
  };
  const spies = [
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      keep(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString());
      return true;
    }),
    ...(["error", "warn", "log", "info"] as const).map((level) => vi.spyOn(console, level).mockImplementation(keep)),
  ];
  try {
    const result = await fn();
    const text = chunks.join("\n");
    const lines = text
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    return { result, text, lines };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

describe("logs without secrets", () => {
  const email = "segredo.no.log@exemplo.com.br";

  beforeEach(() => db.execute(sql`alter table users add constraint hardening_forced_failure check (name <> 'Falha Forçada')`));
  afterEach(() => db.execute(sql`alter table users drop constraint if exists hardening_forced_failure`));

  it("a sign-up failing in the database logs its SQL state and constraint, never the e-mail, password or hash", async () => {
    const { result: res, text, lines } = await captureLog(() =>
      call(register, {
        method: "POST",
        path: "/api/v1/user",
        body: signUpBody(email, { name: "Falha Forçada" }),
        headers: freshIp(),
      }),
    );
    expect(res.status).toBe(500);
    expect(text).toContain("23514");
    expect(text).toContain("hardening_forced_failure");
    expect(text.toLowerCase()).not.toContain(email);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toMatch(/\$2[aby]\$/); // a bcrypt hash
    expect(text).not.toMatch(/insert into/i);
    // One JSON line for the failure, tagged with the id the answer carries.
    const requestId = res.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const failure = lines.filter((line) => line.level === 50);
    expect(failure).toHaveLength(1);
    expect(failure[0]).toMatchObject({
      requestId,
      context: "POST /api/v1/user",
      err: { type: "DatabaseError", sqlState: "23514", constraint: "hardening_forced_failure", table: "users" },
    });
  });
});

describe("API answer headers", () => {
  it("every answer names its request with a distinct X-Request-Id", async () => {
    const { token } = await createTestUser();
    const [a, b] = await Promise.all([
      call(me, { path: "/api/v1/user/me", token }),
      call(me, { path: "/api/v1/user/me", token: "token-que-nao-existe" }),
    ]);
    expect(a.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers.get("x-request-id")).not.toBe(b.headers.get("x-request-id"));
  });

  it("the login's token and /user/me's personal data are never stored by a cache", async () => {
    await createTestUser({ email: "cache@exemplo.com.br" });
    const session = await call<{ token: string }>(login, {
      method: "POST",
      path: "/api/v1/auth/login",
      body: { email: "cache@exemplo.com.br", password: TEST_PASSWORD },
      headers: freshIp(),
    });
    expect(session.status).toBe(200);
    expect(session.headers.get("cache-control")).toBe("no-store");
    const profile = await call(me, { path: "/api/v1/user/me", token: session.body.token });
    expect(profile.status).toBe(200);
    expect(profile.headers.get("cache-control")).toBe("no-store");
    const refused = await call(me, { path: "/api/v1/user/me" });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("cache-control")).toBe("no-store");
  });
});
