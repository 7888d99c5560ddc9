import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as confirm } from "@/app/api/v1/auth/confirmAccount/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { POST as resend } from "@/app/api/v1/auth/resend-confirmation/route";
import { RATE_LIMITS } from "@/server/auth/rate-limit";
import { call } from "../helpers/api";
import { extractCode } from "../fakes/smtp-catcher";
import { createTestUser } from "../helpers/users";
import { PASSWORD, clearRateLimits, freshIp, setCode, signUp, userByEmail, wrongCode } from "./auth-fixtures";

const mail = await vi.hoisted(async () => (await import("./auth-mail")).catchMail());
afterAll(() => mail.stop());
beforeEach(clearRateLimits);

type Answer = { message: string; token?: string };
const postConfirm = (body: unknown, headers = freshIp()) =>
  call<Answer>(confirm, { method: "POST", path: "/api/v1/auth/confirmAccount", body, headers });
const postResend = (body: unknown, headers = freshIp()) =>
  call<Answer>(resend, { method: "POST", path: "/api/v1/auth/resend-confirmation", body, headers });

const invalid = "Código inválido. Verifique o código enviado para o seu e-mail.";
const expired = "Código expirado. Solicite um novo código.";
const locked = "Código bloqueado após muitas tentativas. Solicite um novo código.";

describe("POST /api/v1/auth/confirmAccount", () => {
  it("confirms with the e-mailed code sent as an integer, after which login works", async () => {
    const code = await signUp(mail, "confirma@exemplo.com.br");
    const res = await postConfirm({ email: "Confirma@Exemplo.com.br", confirmationCode: Number(code) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Conta confirmada com sucesso!");
    expect((await userByEmail("confirma@exemplo.com.br")).confirmedAt).toBeInstanceOf(Date);
    const session = await call<Answer>(login, {
      method: "POST",
      path: "/api/v1/auth/login",
      body: { email: "confirma@exemplo.com.br", password: PASSWORD },
    });
    expect(session.status).toBe(200);
    expect(session.body.token).toEqual(expect.any(String));
  });

  it("keeps a leading zero when the code arrives as an integer", async () => {
    await signUp(mail, "zero@exemplo.com.br");
    const user = await userByEmail("zero@exemplo.com.br");
    await setCode(user.id, "confirm_account", "012345");
    const res = await postConfirm({ email: "zero@exemplo.com.br", confirmationCode: 12345 });
    expect(res.status).toBe(200);
  });

  it.each([
    [{ confirmationCode: 123456 }, "Informe seu e-mail."],
    [{ email: "a@exemplo.com.br" }, "O código de confirmação deve ter 6 dígitos."],
    [{ email: "a@exemplo.com.br", confirmationCode: 1234567 }, "O código de confirmação deve ter 6 dígitos."],
    [{ email: "a@exemplo.com.br", confirmationCode: "12a456" }, "O código de confirmação deve ter 6 dígitos."],
    [{ email: "a@exemplo.com.br", confirmationCode: 12.5 }, "O código de confirmação deve ter 6 dígitos."],
    [{ email: "nao-e-email", confirmationCode: 123456 }, "Informe um e-mail válido."],
  ])("refuses %j with 400", async (body, message) => {
    const res = await postConfirm(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("refuses a wrong code, and an unknown e-mail with the same answer", async () => {
    const code = await signUp(mail, "errado@exemplo.com.br");
    const wrong = await postConfirm({ email: "errado@exemplo.com.br", confirmationCode: wrongCode(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(invalid);
    const unknown = await postConfirm({ email: "ninguem@exemplo.com.br", confirmationCode: 123456 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(invalid);
  });

  it("refuses an expired code", async () => {
    const code = await signUp(mail, "expirado@exemplo.com.br");
    const user = await userByEmail("expirado@exemplo.com.br");
    await setCode(user.id, "confirm_account", code, new Date(Date.now() - 1000));
    const res = await postConfirm({ email: "expirado@exemplo.com.br", confirmationCode: code });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(expired);
  });

  it("does not accept a code twice", async () => {
    const code = await signUp(mail, "reuso@exemplo.com.br");
    expect((await postConfirm({ email: "reuso@exemplo.com.br", confirmationCode: code })).status).toBe(200);
    const again = await postConfirm({ email: "reuso@exemplo.com.br", confirmationCode: code });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("Esta conta já está confirmada. Faça login.");
  });

  it("kills the code after 5 wrong tries: the 6th try fails even with the right code", async () => {
    const code = await signUp(mail, "bloqueio@exemplo.com.br");
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push((await postConfirm({ email: "bloqueio@exemplo.com.br", confirmationCode: wrongCode(code) })).body.message);
    }
    expect(answers).toEqual([invalid, invalid, invalid, invalid, locked]);
    const sixth = await postConfirm({ email: "bloqueio@exemplo.com.br", confirmationCode: code });
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toBe(locked);
    expect((await userByEmail("bloqueio@exemplo.com.br")).confirmedAt).toBeNull();
    // A new code brings the account back.
    expect((await postResend({ email: "bloqueio@exemplo.com.br" })).status).toBe(200);
    const fresh = extractCode(await mail.waitForMail("bloqueio@exemplo.com.br"));
    expect((await postConfirm({ email: "bloqueio@exemplo.com.br", confirmationCode: fresh })).status).toBe(200);
  });

  it(`limits tries to ${RATE_LIMITS.confirm.account.points} per account and ${RATE_LIMITS.confirm.ip.points} per IP`, async () => {
    for (let i = 0; i < RATE_LIMITS.confirm.account.points; i++) {
      await postConfirm({ email: "alvo@exemplo.com.br", confirmationCode: 100000 + i });
    }
    const account = await postConfirm({ email: "alvo@exemplo.com.br", confirmationCode: 999999 });
    expect(account.status).toBe(429);
    expect(account.body.message).toMatch(/^Muitas tentativas/);

    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.confirm.ip.points; i++) {
      await postConfirm({ email: `varios-${i}@exemplo.com.br`, confirmationCode: 123456 }, ip);
    }
    const fromIp = await postConfirm({ email: "mais-um@exemplo.com.br", confirmationCode: 123456 }, ip);
    expect(fromIp.status).toBe(429);
  });
});

describe("POST /api/v1/auth/resend-confirmation", () => {
  const same = "Se houver uma conta aguardando confirmação com este e-mail, enviamos um novo código.";

  it("sends a new code that replaces the old one", async () => {
    const first = await signUp(mail, "reenvio@exemplo.com.br");
    const res = await postResend({ email: "reenvio@exemplo.com.br" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(same);
    const second = extractCode(await mail.waitForMail("reenvio@exemplo.com.br"));
    // Codes are random: two in a row are equal once in a million.
    expect(second).not.toBe(first);
    const old = await postConfirm({ email: "reenvio@exemplo.com.br", confirmationCode: first });
    expect(old.status).toBe(400);
    expect(old.body.message).toBe(invalid);
    expect((await postConfirm({ email: "reenvio@exemplo.com.br", confirmationCode: second })).status).toBe(200);
  });

  it("answers the same for an unknown e-mail and a confirmed account, and sends nothing", async () => {
    await createTestUser({ email: "ja-confirmada@exemplo.com.br" });
    await signUp(mail, "aguardando@exemplo.com.br");
    const unknown = await postResend({ email: "fantasma@exemplo.com.br" });
    const confirmed = await postResend({ email: "ja-confirmada@exemplo.com.br" });
    expect([unknown.status, confirmed.status]).toEqual([200, 200]);
    expect(unknown.body).toEqual(confirmed.body);
    // A resend that must mail, made after those two: once its mail is in, theirs would be too.
    expect((await postResend({ email: "aguardando@exemplo.com.br" })).status).toBe(200);
    await mail.waitForMail("aguardando@exemplo.com.br");
    const silent = ["fantasma@exemplo.com.br", "ja-confirmada@exemplo.com.br"];
    expect(mail.messages.filter((m) => m.to.some((to) => silent.includes(to)))).toEqual([]);
  });

  it("refuses missing and malformed e-mails", async () => {
    expect((await postResend({})).body.message).toBe("Informe seu e-mail.");
    expect((await postResend({ email: "x@" })).status).toBe(400);
  });

  it("asks to wait a minute between two resends of the same e-mail, existing or not", async () => {
    await signUp(mail, "pressa@exemplo.com.br");
    expect((await postResend({ email: "pressa@exemplo.com.br" })).status).toBe(200);
    const again = await postResend({ email: "pressa@exemplo.com.br" });
    expect(again.status).toBe(429);
    expect((await postResend({ email: "nada@exemplo.com.br" })).status).toBe(200);
    expect((await postResend({ email: "nada@exemplo.com.br" })).status).toBe(429);
  });

  it(`limits resends to ${RATE_LIMITS.resend.ip.points} per hour per IP`, async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.resend.ip.points; i++) {
      await postResend({ email: `ip-${i}@exemplo.com.br` }, ip);
    }
    expect((await postResend({ email: "ip-final@exemplo.com.br" }, ip)).status).toBe(429);
  });
});
