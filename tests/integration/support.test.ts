import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

const setup = await vi.hoisted(async () => {
  process.env.SUPPORT_EMAIL = "suporte@bolso.test";
  const { enableBilling } = await import("./billing-on");
  const restoreBilling = enableBilling();
  const { catchMail } = await import("./auth-mail");
  return { mail: await catchMail(), restoreBilling };
});

import { POST, GET } from "@/app/api/v1/support/route";
import { RATE_LIMITS } from "@/server/auth/rate-limit";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { clearRateLimits, freshIp } from "./auth-fixtures";

const { mail } = setup;
const SUPPORT = "suporte@bolso.test";

afterAll(async () => {
  setup.restoreBilling();
  delete process.env.SUPPORT_EMAIL;
  await mail.stop();
});
beforeEach(clearRateLimits);

let counter = 0;
const visitorEmail = () => `visitante-${++counter}@exemplo.com.br`;
const validBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: "Joana Prado",
  email,
  subject: "Dúvida sobre parcelas",
  message: "Como lanço uma compra em 10 parcelas no cartão?",
  ...overrides,
});
const send = (body: unknown, options: { token?: string; headers?: Record<string, string> } = {}) =>
  call<{ message: string; code?: string }>(POST, {
    method: "POST",
    path: "/api/v1/support",
    body,
    token: options.token,
    headers: options.headers ?? freshIp(),
  });

describe("POST /api/v1/support", () => {
  it("delivers a visitor's message to SUPPORT_EMAIL with Reply-To set to them, and sends them a receipt", async () => {
    const email = visitorEmail();
    const res = await send(validBody(email));
    expect(res.status).toBe(202);
    expect(res.body.message).toBe("Mensagem enviada! Você vai receber uma confirmação por e-mail.");

    const delivered = await mail.waitForMail(SUPPORT);
    expect(delivered.replyTo).toBe(`"Joana Prado" <${email}>`);
    expect(delivered.subject).toBe("[Ajuda] Dúvida sobre parcelas");
    expect(delivered.subject).not.toContain("[Prioritário]");
    expect(delivered.text).toContain("Como lanço uma compra em 10 parcelas no cartão?");

    const receipt = await mail.waitForMail(email);
    expect(receipt.subject).toBe("Recebemos sua mensagem: Bolso");
    expect(receipt.text).toContain("Recebemos sua mensagem e vamos responder neste e-mail.");
  });

  it("sends a receipt that repeats nothing the visitor typed: no relay for their text to any address", async () => {
    const email = visitorEmail();
    const res = await send(validBody(email, { name: "Ganhe dinheiro http://spam.example", subject: "Clique aqui http://spam.example" }));
    expect(res.status).toBe(202);
    expect((await mail.waitForMail(SUPPORT)).subject).toBe("[Ajuda] Clique aqui http://spam.example");
    const receipt = await mail.waitForMail(email);
    for (const part of [receipt.text, receipt.html, receipt.subject]) {
      expect(part).not.toContain("spam.example");
      expect(part).not.toContain("Ganhe dinheiro");
      expect(part).not.toContain("Como lanço uma compra");
    }
  });

  it("marks a subscriber's message [Prioritário]", async () => {
    const { user, token } = await createTestUser({ subscriptionStatus: "active" });
    const res = await send(validBody(user.email, { name: user.name, subject: "Cobrança em dobro" }), { token });
    expect(res.status).toBe(202);
    const delivered = await mail.waitForMail(SUPPORT);
    expect(delivered.subject).toBe("[Prioritário] [Ajuda] Cobrança em dobro");
    expect(delivered.text).toContain(`conta ${user.id}`);
    expect((await mail.waitForMail(user.email)).text).toContain("frente da fila");
  });

  it("does not mark a signed-in user without an active subscription", async () => {
    const { user, token } = await createTestUser({ subscriptionStatus: "inactive" });
    expect((await send(validBody(user.email), { token })).status).toBe(202);
    expect((await mail.waitForMail(SUPPORT)).subject).toBe("[Ajuda] Dúvida sobre parcelas");
    await mail.waitForMail(user.email);
  });

  it.each([
    ["a malformed e-mail", { email: "joana@" }, "Informe um e-mail válido."],
    ["no e-mail", { email: undefined }, "Informe seu e-mail."],
    ["no name", { name: "   " }, "Informe seu nome."],
    ["a subject of 2 characters", { subject: "Oi" }, "O assunto deve ter entre 3 e 120 caracteres."],
    ["a subject of 121 characters", { subject: "a".repeat(121) }, "O assunto deve ter entre 3 e 120 caracteres."],
    ["a subject on two lines", { subject: "Oi\nBcc: x@y.z" }, "Use uma linha só."],
    ["a message of 9 characters", { message: "curta 123" }, "A mensagem deve ter entre 10 e 5.000 caracteres."],
    ["a message of 5001 characters", { message: "a".repeat(5001) }, "A mensagem deve ter entre 10 e 5.000 caracteres."],
    ["a message that is not text", { message: 12345678901 }, "A mensagem deve ter entre 10 e 5.000 caracteres."],
  ])("refuses %s with a pt-BR 400 and sends nothing", async (_, overrides, message) => {
    const before = mail.messages.length;
    const res = await send(validBody(visitorEmail(), overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(mail.messages.length).toBe(before);
  });

  it("accepts the limits themselves: a 3-character subject and a 5000-character message", async () => {
    const email = visitorEmail();
    const res = await send(validBody(email, { subject: "Pix", message: "b".repeat(5000) }));
    expect(res.status).toBe(202);
    await mail.waitForMail(SUPPORT);
    await mail.waitForMail(email);
  });

  it("refuses a body that is not JSON with a 400, not a 5xx", async () => {
    const res = await send("{nome: joana");
    expect(res.status).toBe(400);
  });

  it(`allows ${RATE_LIMITS.support.ip.points} messages an hour per IP, then answers a pt-BR 429`, async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.support.ip.points; i++) {
      expect((await send(validBody(visitorEmail()), { headers: ip })).status).toBe(202);
    }
    const refused = await send(validBody(visitorEmail()), { headers: ip });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Muitas tentativas\. Aguarde \d+ minutos e tente novamente\.$/);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await send(validBody(visitorEmail()), { headers: freshIp() })).status).toBe(202);
  });

  it(`allows ${RATE_LIMITS.support.account.points} messages an hour per account, whatever the IP`, async () => {
    const { token } = await createTestUser();
    for (let i = 0; i < RATE_LIMITS.support.account.points; i++) {
      expect((await send(validBody(visitorEmail()), { token })).status).toBe(202);
    }
    const refused = await send(validBody(visitorEmail()), { token });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("too_many_requests");
  });

  it("answers another method with 405 and Allow: OPTIONS, POST", async () => {
    const res = await call(GET, { path: "/api/v1/support" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("OPTIONS, POST");
  });
});
