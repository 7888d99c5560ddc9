import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as forgot } from "@/app/api/v1/user/forgot-password/route";
import { POST as reset } from "@/app/api/v1/user/reset-password/route";
import { GET as me } from "@/app/api/v1/user/me/route";
import { RATE_LIMITS } from "@/server/auth/rate-limit";
import { call } from "../helpers/api";
import { extractCode } from "../fakes/smtp-catcher";
import { TEST_PASSWORD, createTestUser } from "../helpers/users";
import { clearRateLimits, freshIp, postLogin, setCode, signUp, userByEmail, wrongCode } from "./auth-fixtures";

const mail = await vi.hoisted(async () => (await import("./auth-mail")).catchMail());
afterAll(() => mail.stop());
beforeEach(clearRateLimits);

type Answer = { message: string };
const postForgot = (body: unknown, headers = freshIp()) =>
  call<Answer>(forgot, { method: "POST", path: "/api/v1/user/forgot-password", body, headers });
const postReset = (body: unknown, headers = freshIp()) =>
  call<Answer>(reset, { method: "POST", path: "/api/v1/user/reset-password", body, headers });

const NEW = "nova-senha-42";
const resetBody = (email: string, resetCode: string | number, overrides: Record<string, unknown> = {}) => ({
  email,
  resetCode: typeof resetCode === "string" ? Number(resetCode) : resetCode,
  newPassword: NEW,
  passwordConfirmation: NEW,
  ...overrides,
});
const mailsTo = (address: string) => mail.messages.filter((m) => m.to.includes(address));
const same = "Se existir uma conta com este e-mail, enviamos um código para redefinir a senha.";

async function requestCode(email: string): Promise<string> {
  expect((await postForgot({ email })).status).toBe(200);
  return extractCode(await mail.waitForMail(email));
}

describe("POST /api/v1/user/forgot-password", () => {
  it("e-mails a reset code to an existing account", async () => {
    await createTestUser({ email: "esqueci@exemplo.com.br" });
    const res = await postForgot({ email: "Esqueci@Exemplo.com.br" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: same });
    const message = await mail.waitForMail("esqueci@exemplo.com.br");
    expect(message.subject).toContain("redefinir sua senha");
    expect(extractCode(message)).toMatch(/^\d{6}$/);
  });

  it("answers exactly the same for an unknown e-mail and sends nothing", async () => {
    await createTestUser({ email: "conhecida@exemplo.com.br" });
    const res = await postForgot({ email: "ninguem@exemplo.com.br" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: same });
    expect(await requestCode("conhecida@exemplo.com.br")).toMatch(/^\d{6}$/);
    // That request came later and its mail is in: one to the unknown e-mail would be too.
    expect(mailsTo("ninguem@exemplo.com.br")).toEqual([]);
  });

  it("refuses a missing or malformed e-mail", async () => {
    expect((await postForgot({})).body).toMatchObject({ message: "Informe seu e-mail." });
    expect((await postForgot({ email: "invalido@" })).body).toMatchObject({ message: "Informe um e-mail válido." });
  });

  it("does not issue a second code within a minute; the first one stays valid", async () => {
    await createTestUser({ email: "duas-vezes@exemplo.com.br" });
    await createTestUser({ email: "outra-conta@exemplo.com.br" });
    const code = await requestCode("duas-vezes@exemplo.com.br");
    expect((await postForgot({ email: "duas-vezes@exemplo.com.br" })).status).toBe(200);
    // A later request that must mail: once its mail is in, a second code would be too.
    await requestCode("outra-conta@exemplo.com.br");
    expect(mailsTo("duas-vezes@exemplo.com.br")).toHaveLength(1);
    expect((await postReset(resetBody("duas-vezes@exemplo.com.br", code))).status).toBe(200);
  });

  it(`limits requests to ${RATE_LIMITS.forgot.account.points} per hour per e-mail, known or not, and ${RATE_LIMITS.forgot.ip.points} per IP`, async () => {
    await createTestUser({ email: "muito@exemplo.com.br" });
    for (const email of ["muito@exemplo.com.br", "desconhecido@exemplo.com.br"]) {
      for (let i = 0; i < RATE_LIMITS.forgot.account.points; i++) await postForgot({ email });
      const res = await postForgot({ email });
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(/^Muitas tentativas/);
    }
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.forgot.ip.points; i++) await postForgot({ email: `ip-${i}@exemplo.com.br` }, ip);
    expect((await postForgot({ email: "ip-final@exemplo.com.br" }, ip)).status).toBe(429);
  });
});

describe("POST /api/v1/user/reset-password", () => {
  it("sets the new password, ends every session and clears the cookie", async () => {
    const { token } = await createTestUser({ email: "redefinir@exemplo.com.br" });
    const code = await requestCode("redefinir@exemplo.com.br");
    const res = await postReset(resetBody("redefinir@exemplo.com.br", code));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Senha redefinida com sucesso. Faça login com a nova senha.");
    expect(res.headers.get("set-cookie")).toMatch(/bolso_session=;.*Max-Age=0/);
    expect((await call(me, { path: "/api/v1/user/me", token })).status).toBe(401);
    expect((await postLogin("redefinir@exemplo.com.br", TEST_PASSWORD)).status).toBe(401);
    expect((await postLogin("redefinir@exemplo.com.br", NEW)).status).toBe(200);
    expect((await userByEmail("redefinir@exemplo.com.br")).passwordHash).toMatch(/^\$2[ab]\$12\$/);
  });

  it("keeps the leading zeros of a code sent as an integer", async () => {
    const { user } = await createTestUser({ email: "zeros@exemplo.com.br" });
    await requestCode("zeros@exemplo.com.br");
    await setCode(user.id, "reset_password", "004567");
    expect((await postReset(resetBody("zeros@exemplo.com.br", 4567))).status).toBe(200);
  });

  it("confirms an account that was still waiting for confirmation", async () => {
    await signUp(mail, "sem-confirmar@exemplo.com.br");
    const code = await requestCode("sem-confirmar@exemplo.com.br");
    expect((await postReset(resetBody("sem-confirmar@exemplo.com.br", code))).status).toBe(200);
    expect((await postLogin("sem-confirmar@exemplo.com.br", NEW)).status).toBe(200);
  });

  it.each([
    ["email", "Informe seu e-mail."],
    ["resetCode", "O código de redefinição deve ter 6 dígitos."],
    ["newPassword", "Informe sua senha."],
    ["passwordConfirmation", "Confirme sua senha."],
  ])("refuses a missing %s", async (field, message) => {
    const body: Record<string, unknown> = resetBody("campos@exemplo.com.br", 123456);
    delete body[field];
    const res = await postReset(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("refuses a malformed e-mail, mismatched passwords and a short password", async () => {
    expect((await postReset(resetBody("x@", 123456))).body.message).toBe("Informe um e-mail válido.");
    const mismatch = await postReset(resetBody("a@exemplo.com.br", 123456, { passwordConfirmation: "outra-senha-9" }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe("As senhas não coincidem.");
    const short = await postReset(resetBody("a@exemplo.com.br", 123456, { newPassword: "curta", passwordConfirmation: "curta" }));
    expect(short.body.message).toBe("A senha deve ter pelo menos 8 caracteres.");
  });

  it("refuses a wrong code and an unknown e-mail alike, keeping the old password", async () => {
    await createTestUser({ email: "errou@exemplo.com.br" });
    const code = await requestCode("errou@exemplo.com.br");
    const wrong = await postReset(resetBody("errou@exemplo.com.br", wrongCode(code)));
    const unknown = await postReset(resetBody("nao-ha@exemplo.com.br", code));
    expect([wrong.status, unknown.status]).toEqual([400, 400]);
    expect(wrong.body).toEqual(unknown.body);
    expect((await postLogin("errou@exemplo.com.br", TEST_PASSWORD)).status).toBe(200);
  });

  it("refuses an expired code and a code already used", async () => {
    const { user } = await createTestUser({ email: "velho@exemplo.com.br" });
    const code = await requestCode("velho@exemplo.com.br");
    await setCode(user.id, "reset_password", code, new Date(Date.now() - 1));
    const expired = await postReset(resetBody("velho@exemplo.com.br", code));
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe("Código expirado. Solicite um novo código.");

    await createTestUser({ email: "usado@exemplo.com.br" });
    const used = await requestCode("usado@exemplo.com.br");
    expect((await postReset(resetBody("usado@exemplo.com.br", used))).status).toBe(200);
    const again = await postReset(resetBody("usado@exemplo.com.br", used, { newPassword: "terceira-1", passwordConfirmation: "terceira-1" }));
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("Código inválido. Verifique o código enviado para o seu e-mail.");
    expect((await postLogin("usado@exemplo.com.br", NEW)).status).toBe(200);
  });

  it("kills the code after 5 wrong tries: the 6th fails even with the right code", async () => {
    await createTestUser({ email: "cinco@exemplo.com.br" });
    const code = await requestCode("cinco@exemplo.com.br");
    for (let i = 0; i < 5; i++) await postReset(resetBody("cinco@exemplo.com.br", wrongCode(code)));
    const sixth = await postReset(resetBody("cinco@exemplo.com.br", code));
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toBe("Código bloqueado após muitas tentativas. Solicite um novo código.");
    expect((await postLogin("cinco@exemplo.com.br", TEST_PASSWORD)).status).toBe(200);
  });

  it(`limits tries to ${RATE_LIMITS.reset.account.points} per account and ${RATE_LIMITS.reset.ip.points} per IP`, async () => {
    for (let i = 0; i < RATE_LIMITS.reset.account.points; i++) {
      await postReset(resetBody("alvo-reset@exemplo.com.br", 100000 + i));
    }
    expect((await postReset(resetBody("alvo-reset@exemplo.com.br", 999999))).status).toBe(429);
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.reset.ip.points; i++) {
      await postReset(resetBody(`r-${i}@exemplo.com.br`, 123456), ip);
    }
    expect((await postReset(resetBody("r-final@exemplo.com.br", 123456), ip)).status).toBe(429);
  });
});
