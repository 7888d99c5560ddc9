import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as register } from "@/app/api/v1/user/route";
import { eq, sql } from "drizzle-orm";
import { RATE_LIMITS } from "@/server/auth/rate-limit";
import { db } from "@/lib/server/db";
import { users } from "@/db/schema";
import { hashCode } from "@/server/auth/one-time-code-policy";
import { verifyPassword } from "@/server/auth/password";
import { call } from "../helpers/api";
import { extractCode } from "../fakes/smtp-catcher";
import { clearRateLimits, codeRow, freshIp, signUpBody, userByEmail } from "./auth-fixtures";

const mail = await vi.hoisted(async () => (await import("./auth-mail")).catchMail());
afterAll(() => mail.stop());
beforeEach(clearRateLimits);

/** Signs `email` up and confirms it in the database: an account someone already owns. */
async function confirmedUser(email: string, name = "Ana Souza") {
  expect((await post(signUpBody(email, { name }))).status).toBe(201);
  await mail.waitForMail(email);
  await db.update(users).set({ confirmedAt: new Date() }).where(eq(users.email, email));
  const user = await userByEmail(email);
  return { ...user, code: await codeRow(user.id, "confirm_account") };
}

const post = (body: unknown, headers = freshIp()) =>
  call<{ message: string; user?: Record<string, unknown>; token?: string }>(register, {
    method: "POST",
    path: "/api/v1/user",
    body,
    headers,
  });

describe("POST /api/v1/user", () => {
  it("creates an unconfirmed account, answers 201 without a token and e-mails a 6-digit code", async () => {
    const res = await post(signUpBody("  Nova.Pessoa@Exemplo.com.br "));
    expect(res.status).toBe(201);
    expect(res.body.token).toBeUndefined();
    expect(res.body.user).toEqual({
      _id: expect.any(String) as string,
      name: "Ana Souza",
      email: "nova.pessoa@exemplo.com.br",
      subscriptionStatus: "inactive",
      vipAccess: false,
    });
    const user = await userByEmail("nova.pessoa@exemplo.com.br");
    expect(user.confirmedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$2[ab]\$12\$/);
    const message = await mail.waitForMail("nova.pessoa@exemplo.com.br");
    expect(message.subject).toContain("código de confirmação");
    expect(message.html).toContain("Bolso");
    const code = extractCode(message);
    const row = await codeRow(user.id, "confirm_account");
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
  });

  it.each([
    ["name", "Informe seu nome."],
    ["email", "Informe seu e-mail."],
    ["password", "Informe sua senha."],
    ["passwordConfirmation", "Confirme sua senha."],
  ])("refuses a missing %s with a pt-BR message", async (field, message) => {
    const body: Record<string, unknown> = signUpBody("faltando@exemplo.com.br");
    delete body[field];
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("refuses an empty body and a blank name", async () => {
    expect((await post({})).body.message).toBe("Informe seu nome.");
    const blank = await post(signUpBody("branco@exemplo.com.br", { name: "   " }));
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("Informe seu nome.");
  });

  it("refuses a malformed e-mail", async () => {
    const res = await post(signUpBody("nao-e-email"));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Informe um e-mail válido.");
  });

  it("refuses mismatched passwords", async () => {
    const res = await post(signUpBody("diferentes@exemplo.com.br", { passwordConfirmation: "outra-senha-1" }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("As senhas não coincidem.");
  });

  it.each([["admin"], [""], [undefined]])("refuses role %j (only 'user' is accepted)", async (role) => {
    const res = await post(signUpBody(`papel-${String(role)}@exemplo.com.br`, { role }));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("'user'");
  });

  it("refuses a password under 8 characters and one over 72 bytes, without truncating", async () => {
    const short = await post(signUpBody("curta@exemplo.com.br", { password: "1234567", passwordConfirmation: "1234567" }));
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("A senha deve ter pelo menos 8 caracteres.");
    const accents = "é".repeat(37); // 37 characters, 74 bytes
    const long = await post(signUpBody("longa@exemplo.com.br", { password: accents, passwordConfirmation: accents }));
    expect(long.status).toBe(400);
    expect(long.body.message).toContain("72 bytes");
    const exact = "a".repeat(72);
    const ok = await post(signUpBody("exata@exemplo.com.br", { password: exact, passwordConfirmation: exact }));
    expect(ok.status).toBe(201);
  });

  describe("an e-mail that already has an account", () => {
    const newAnswer = (email: string) => ({
      message: "Cadastro realizado. Enviamos um código de confirmação para o seu e-mail.",
      user: { _id: expect.any(String) as string, name: "Ana Souza", email, subscriptionStatus: "inactive", vipAccess: false },
    });

    it("confirmed: answers exactly as a new sign-up, e-mails its owner, and creates nothing", async () => {
      const fresh = await post(signUpBody("novinha@exemplo.com.br"));
      await mail.waitForMail("novinha@exemplo.com.br");
      const owner = await confirmedUser("dupla@exemplo.com.br", "Dona Real");

      const res = await post(signUpBody("DUPLA@Exemplo.COM.br"));
      expect(res.status).toBe(fresh.status);
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(Object.keys(fresh.body).sort());
      expect(Object.keys(res.body.user ?? {}).sort()).toEqual(Object.keys(fresh.body.user ?? {}).sort());
      expect(fresh.body).toEqual(newAnswer("novinha@exemplo.com.br"));
      expect(res.body).toEqual(newAnswer("dupla@exemplo.com.br"));
      expect(res.body.user?._id).not.toBe(owner.id);
      expect(res.body.user?._id).toMatch(/^[0-9a-f-]{36}$/);

      const notice = await mail.waitForMail("dupla@exemplo.com.br");
      expect(notice.subject).toBe("Alguém tentou criar uma conta com seu e-mail");
      expect(notice.text).toContain("Olá, Dona Real!");
      expect(notice.text).toContain("Se foi você, entre com sua senha ou redefina a senha.");
      expect(notice.text).toContain("http://localhost:3000/auth/login");
      expect(notice.text).toContain("http://localhost:3000/auth/forgot-password");
      expect(notice.html).toContain('href="http://localhost:3000/auth/forgot-password"');
      expect(notice.text).not.toMatch(/\b\d{6}\b/);

      const rows = await db.select().from(users).where(eq(sql`lower(${users.email})`, "dupla@exemplo.com.br"));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: owner.id, name: "Dona Real", passwordHash: owner.passwordHash });
      expect(await codeRow(owner.id, "confirm_account")).toMatchObject({ codeHash: owner.code?.codeHash });
    });

    it(`e-mails the owner at most ${RATE_LIMITS.registerExisting.account.points} times a day, answering the same`, async () => {
      await confirmedUser("muito@exemplo.com.br");
      const limit = RATE_LIMITS.registerExisting.account.points;
      for (let i = 0; i < limit + 2; i++) {
        const res = await post(signUpBody("muito@exemplo.com.br"));
        expect(res.status).toBe(201);
        expect(res.body).toEqual(newAnswer("muito@exemplo.com.br"));
      }
      for (let i = 0; i < limit; i++) await mail.waitForMail("muito@exemplo.com.br");
      await expect(mail.waitForMail("muito@exemplo.com.br", { timeoutMs: 1_500 })).rejects.toThrow();
    });

    it("unconfirmed: the new sign-up takes the pending one's place (name, password, a new code), still one row", async () => {
      await post(signUpBody("pendente@exemplo.com.br", { name: "Primeira Vez" }));
      const firstCode = extractCode(await mail.waitForMail("pendente@exemplo.com.br"));
      const before = await userByEmail("pendente@exemplo.com.br");

      const res = await post(signUpBody("pendente@exemplo.com.br", { password: "outra-senha-2", passwordConfirmation: "outra-senha-2" }));
      expect(res.status).toBe(201);
      expect(res.body).toEqual(newAnswer("pendente@exemplo.com.br"));
      const secondCode = extractCode(await mail.waitForMail("pendente@exemplo.com.br"));

      const rows = await db.select().from(users).where(eq(sql`lower(${users.email})`, "pendente@exemplo.com.br"));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: before.id, name: "Ana Souza", confirmedAt: null });
      expect(await verifyPassword("outra-senha-2", rows[0]!.passwordHash)).toBe(true);
      const row = await codeRow(before.id, "confirm_account");
      expect(row?.codeHash).toBe(hashCode(before.id, "confirm_account", secondCode));
      if (secondCode !== firstCode) expect(row?.codeHash).not.toBe(hashCode(before.id, "confirm_account", firstCode));
    });
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await post("{nope");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("O corpo da requisição não é um JSON válido.");
  });

  it(`limits sign-ups to ${RATE_LIMITS.register.ip.points} per hour per IP, then 429 in pt-BR`, async () => {
    const headers = freshIp();
    for (let i = 0; i < RATE_LIMITS.register.ip.points; i++) {
      // Sign-ups of an e-mail already taken still spend the budget.
      await post(signUpBody("limite@exemplo.com.br"), headers);
    }
    const res = await post(signUpBody("limite-2@exemplo.com.br"), headers);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Muitas tentativas\. Aguarde .+ e tente novamente\.$/);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post(signUpBody("outro-ip@exemplo.com.br"), freshIp())).status).toBe(201);
  });
});
