import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as confirm } from "@/app/api/v1/auth/confirmAccount/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { GET as me } from "@/app/api/v1/user/me/route";
import { RATE_LIMITS } from "@/server/auth/rate-limit";
import { call } from "../helpers/api";
import { extractCode } from "../fakes/smtp-catcher";
import { TEST_PASSWORD, createTestUser } from "../helpers/users";
import { PASSWORD, clearRateLimits, freshIp, signUp } from "./auth-fixtures";

const mail = await vi.hoisted(async () => (await import("./auth-mail")).catchMail());
afterAll(() => mail.stop());
beforeEach(clearRateLimits);

type Session = { message?: string; token?: string; user?: Record<string, unknown> };
const postLogin = (body: unknown, headers: Record<string, string> = freshIp()) =>
  call<Session>(login, { method: "POST", path: "/api/v1/auth/login", body, headers });

const wrongCredentials = "E-mail ou senha incorretos.";
const mailsTo = (address: string) => mail.messages.filter((m) => m.to.includes(address));

describe("POST /api/v1/auth/login", () => {
  it("returns { token, user } and sets the httpOnly SameSite=Lax session cookie for 30 days", async () => {
    const { user } = await createTestUser({ email: "login@exemplo.com.br", name: "Lia Lima" });
    const res = await postLogin({ email: "LOGIN@exemplo.com.br", password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: expect.any(String) as string,
      user: { _id: user.id, name: "Lia Lima", email: "login@exemplo.com.br", subscriptionStatus: "active", vipAccess: false },
      hasAccess: true,
    });
    expect(res.body.token!.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`bolso_session=${res.body.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/i); // Secure only in production
    const bearer = await call(me, { path: "/api/v1/user/me", token: res.body.token });
    expect(bearer.status).toBe(200);
  });

  it("answers the same 401 for a wrong password and for an unknown e-mail", async () => {
    await createTestUser({ email: "existe@exemplo.com.br" });
    const wrong = await postLogin({ email: "existe@exemplo.com.br", password: "senha-errada-1" });
    const unknown = await postLogin({ email: "nao-existe@exemplo.com.br", password: "senha-errada-1" });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toMatchObject({ message: wrongCredentials });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  it.each([
    [{ password: "x" }, "Informe seu e-mail."],
    [{ email: "a@exemplo.com.br" }, "Informe sua senha."],
    [{ email: "a@exemplo.com.br", password: "" }, "Informe sua senha."],
    [{ email: "sem-arroba", password: "x" }, "Informe um e-mail válido."],
  ])("refuses %j with 400", async (body, message) => {
    const res = await postLogin(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("answers 403 for an unconfirmed account, and mails no new code within the cooldown", async () => {
    await signUp(mail, "pendente@exemplo.com.br");
    await signUp(mail, "marcador-login@exemplo.com.br");
    const res = await postLogin({ email: "pendente@exemplo.com.br", password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      "Sua conta ainda não foi confirmada. Enviamos um código de confirmação para o seu e-mail.",
    );
    expect(res.body.token).toBeUndefined();
    // Sign-up just sent a code: the cooldown holds the login's one back. Another account's login
    // past its cooldown must mail; once that mail is in, one from the login above would be too.
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ["Date"] });
    try {
      expect((await postLogin({ email: "marcador-login@exemplo.com.br", password: PASSWORD })).status).toBe(403);
    } finally {
      vi.useRealTimers();
    }
    await mail.waitForMail("marcador-login@exemplo.com.br");
    expect(mailsTo("pendente@exemplo.com.br")).toHaveLength(1);
  });

  it("sends the new code at login once the cooldown has passed, and it confirms the account", async () => {
    await signUp(mail, "depois@exemplo.com.br");
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ["Date"] });
    try {
      expect((await postLogin({ email: "depois@exemplo.com.br", password: PASSWORD })).status).toBe(403);
    } finally {
      vi.useRealTimers();
    }
    const code = extractCode(await mail.waitForMail("depois@exemplo.com.br"));
    const confirmed = await call(confirm, {
      method: "POST",
      path: "/api/v1/auth/confirmAccount",
      body: { email: "depois@exemplo.com.br", confirmationCode: Number(code) },
    });
    expect(confirmed.status).toBe(200);
    expect((await postLogin({ email: "depois@exemplo.com.br", password: PASSWORD })).status).toBe(200);
  });

  it("refuses a login posted by another site and sets no cookie", async () => {
    await createTestUser({ email: "csrf@exemplo.com.br" });
    const foreign = await postLogin(
      { email: "csrf@exemplo.com.br", password: TEST_PASSWORD },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    );
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("set-cookie")).toBeNull();
    const foreignOrigin = await postLogin({ email: "csrf@exemplo.com.br", password: TEST_PASSWORD }, { origin: "https://evil.example" });
    expect(foreignOrigin.status).toBe(403);
    const own = await postLogin(
      { email: "csrf@exemplo.com.br", password: TEST_PASSWORD },
      { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" },
    );
    expect(own.status).toBe(200);
  });

  it(`locks an account and IP pair after ${RATE_LIMITS.login.pair.points} failures in 15 minutes, even with the right password`, async () => {
    await createTestUser({ email: "forca-bruta@exemplo.com.br" });
    const attacker = freshIp();
    for (let i = 0; i < RATE_LIMITS.login.pair.points; i++) {
      const res = await postLogin({ email: "forca-bruta@exemplo.com.br", password: `chute-${i}` }, attacker);
      expect(res.status).toBe(401);
    }
    const blocked = await postLogin({ email: "Forca-Bruta@exemplo.com.br", password: TEST_PASSWORD }, attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Muitas tentativas\. Aguarde \d+ minutos? e tente novamente\.$/);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    // The lock is the pair's: the owner, elsewhere, is not locked out.
    expect((await postLogin({ email: "forca-bruta@exemplo.com.br", password: TEST_PASSWORD }, freshIp())).status).toBe(200);
  });

  it("starts the pair's count again after a successful login", async () => {
    await createTestUser({ email: "distraida@exemplo.com.br" });
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.login.pair.points - 1; i++) {
      expect((await postLogin({ email: "distraida@exemplo.com.br", password: "errada-123" }, ip)).status).toBe(401);
    }
    expect((await postLogin({ email: "distraida@exemplo.com.br", password: TEST_PASSWORD }, ip)).status).toBe(200);
    for (let i = 0; i < RATE_LIMITS.login.pair.points - 1; i++) {
      expect((await postLogin({ email: "distraida@exemplo.com.br", password: "errada-123" }, ip)).status).toBe(401);
    }
    expect((await postLogin({ email: "distraida@exemplo.com.br", password: TEST_PASSWORD }, ip)).status).toBe(200);
  });

  it(`limits one IP to ${RATE_LIMITS.login.ip.points} tries in 15 minutes across accounts`, async () => {
    const ip = freshIp();
    // Existing accounts (cheap test hashes) keep this fast; unknown e-mails cost a full bcrypt each.
    for (let i = 0; i <= RATE_LIMITS.login.ip.points; i++) await createTestUser({ email: `spray-${i}@exemplo.com.br` });
    for (let i = 0; i < RATE_LIMITS.login.ip.points; i++) {
      expect((await postLogin({ email: `spray-${i}@exemplo.com.br`, password: "123456789" }, ip)).status).toBe(401);
    }
    const last = `spray-${RATE_LIMITS.login.ip.points}@exemplo.com.br`;
    expect((await postLogin({ email: last, password: TEST_PASSWORD }, ip)).status).toBe(429);
    expect((await postLogin({ email: last, password: TEST_PASSWORD }, freshIp())).status).toBe(200);
  });
});
