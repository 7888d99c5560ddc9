import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as register } from "@/app/api/v1/user/route";
import { RATE_LIMITS } from "@/server/auth/rate-limit";
import { call } from "../helpers/api";
import { extractCode } from "../fakes/smtp-catcher";
import { clearRateLimits, codeRow, freshIp, signUpBody, userByEmail } from "./auth-fixtures";

const mail = await vi.hoisted(async () => (await import("./auth-mail")).catchMail());
afterAll(() => mail.stop());
beforeEach(clearRateLimits);

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

  it("answers 409 for an e-mail already registered, whatever its case", async () => {
    expect((await post(signUpBody("dupla@exemplo.com.br"))).status).toBe(201);
    const res = await post(signUpBody("DUPLA@Exemplo.COM.br"));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Este e-mail já está cadastrado. Faça login ou recupere sua senha.");
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await post("{nope");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("O corpo da requisição não é um JSON válido.");
  });

  it(`limits sign-ups to ${RATE_LIMITS.register.ip.points} per hour per IP, then 429 in pt-BR`, async () => {
    const headers = freshIp();
    for (let i = 0; i < RATE_LIMITS.register.ip.points; i++) {
      // Duplicates still spend the budget; only the first one hashes a new account.
      await post(signUpBody("limite@exemplo.com.br"), headers);
    }
    const res = await post(signUpBody("limite-2@exemplo.com.br"), headers);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Muitas tentativas\. Aguarde .+ e tente novamente\.$/);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post(signUpBody("outro-ip@exemplo.com.br"), freshIp())).status).toBe(201);
  });
});
