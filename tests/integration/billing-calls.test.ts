import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

const fake = await vi.hoisted(async () => {
  const { startBillingFake } = await import("./billing-fixture");
  return startBillingFake();
});

vi.mock("@/server/mail/send-mail", () => ({ sendMail: vi.fn(async () => {}) }));

import { eq } from "drizzle-orm";
import { users } from "@/db/schema";
import { db } from "@/lib/server/db";
import { sendMail } from "@/server/mail/send-mail";
import { POST as cancel } from "@/app/api/v1/stripe/cancel-subscription/route";
import { POST as createCheckout } from "@/app/api/v1/stripe/create-checkout-session/route";
import { POST as createPortal } from "@/app/api/v1/stripe/create-customer-portal-session/route";
import { GET as payments } from "@/app/api/v1/stripe/payments/route";
import { POST as resume } from "@/app/api/v1/stripe/resume-subscription/route";
import { GET as subscriptionStatus } from "@/app/api/v1/stripe/subscription-status/route";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import type { FakeInvoice } from "../fakes/stripe-fake-state";
import { deliverSince, readUser, subscribe } from "./billing-helpers";

afterAll(() => fake.stop());
beforeEach(() => vi.mocked(sendMail).mockClear());

const NO_SUBSCRIPTION = "Usuário não possui uma assinatura Stripe.";
const newUser = () => createTestUser({ subscriptionStatus: "inactive" });
const checkout = (options: { token?: string; body?: unknown; headers?: Record<string, string>; cookieToken?: string }) =>
  call<{ url?: string; message?: string }>(createCheckout, {
    method: "POST",
    path: "/api/v1/stripe/create-checkout-session",
    ...options,
  });
const status = (token: string) =>
  call<{ status: string; nextInvoice: string | null; cancelAtPeriodEnd: boolean; message?: string }>(
    subscriptionStatus,
    { path: "/api/v1/stripe/subscription-status", token },
  );

function sessionOf(url: string | undefined) {
  const session = fake.state.checkoutSessions.get(url?.split("/").pop() ?? "");
  if (!session) throw new Error(`no session for ${url}`);
  return session;
}

describe("POST /api/v1/stripe/create-checkout-session", () => {
  it("creates the customer once with our user id, a pt-BR subscription checkout with the 7-day trial", async () => {
    const { user, token } = await newUser();
    const first = await checkout({ token });
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(new RegExp(`^${fake.url}/checkout/cs_test_`));
    const session = sessionOf(first.body.url);
    expect(session).toMatchObject({
      mode: "subscription",
      locale: "pt-BR",
      price: fake.env.STRIPE_PRICE_ID,
      trial_period_days: 7,
      client_reference_id: user.id,
      success_url: "http://localhost:3000/subscription/success",
      cancel_url: "http://localhost:3000/subscription/cancel",
    });
    const customer = fake.state.customers.get(session.customer);
    expect(customer).toMatchObject({ email: user.email, metadata: { userId: user.id } });
    expect((await readUser(user.id)).stripeCustomerId).toBe(customer?.id);

    const second = await checkout({ token });
    expect(sessionOf(second.body.url).customer).toBe(customer?.id);
    const mine = [...fake.state.customers.values()].filter((c) => c.metadata.userId === user.id);
    expect(mine).toHaveLength(1);
  });

  it("offers the trial only once", async () => {
    const { user, token } = await newUser();
    const subscription = await subscribe(fake, token);
    const index = fake.events.length;
    fake.state.cancelNow(subscription);
    await deliverSince(fake, index);
    expect((await readUser(user.id)).subscriptionStatus).toBe("canceled");

    const again = await checkout({ token });
    expect(again.status).toBe(200);
    expect(sessionOf(again.body.url).trial_period_days).toBe(0);
  });

  it("refuses a second subscription while one is active or past due", async () => {
    const { token } = await newUser();
    await subscribe(fake, token);
    const res = await checkout({ token });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/já possui uma assinatura/);
  });

  it("refuses a cookie-authenticated call from another site", async () => {
    const { token } = await newUser();
    const res = await checkout({ cookieToken: token, headers: { "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(403);
  });

  describe("without a token (the locally saved e-mail)", () => {
    const SAME_ANSWER = {
      status: 202,
      body: {
        message:
          "Se houver uma conta confirmada e sem assinatura ativa com este e-mail, enviaremos para ele um link de pagamento.",
      },
    };

    it("answers the same whether or not the account exists, and mails the link only to a real one", async () => {
      const { user } = await newUser();
      const known = await checkout({ body: { email: user.email.toUpperCase() } });
      const unknown = await checkout({ body: { email: "ninguem@exemplo.com.br" } });
      expect({ status: known.status, body: known.body }).toEqual(SAME_ANSWER);
      expect({ status: unknown.status, body: unknown.body }).toEqual(SAME_ANSWER);

      await vi.waitFor(() => expect(sendMail).toHaveBeenCalledTimes(1));
      const mail = vi.mocked(sendMail).mock.calls[0]?.[0];
      expect(mail?.to).toBe(user.email);
      expect(mail?.subject).toBe("Seu link para assinar o Bolso");
      expect(mail?.text).toContain(`${fake.url}/checkout/cs_test_`);
    });

    it("sends nothing to an unconfirmed account or one already subscribed", async () => {
      const unconfirmed = await createTestUser({ subscriptionStatus: "inactive", confirmed: false });
      const active = await createTestUser({ subscriptionStatus: "active" });
      for (const email of [unconfirmed.user.email, active.user.email]) {
        const res = await checkout({ body: { email } });
        expect({ status: res.status, body: res.body }).toEqual(SAME_ANSWER);
      }
      // A request for an eligible account, made after them, does more work: once its link is out,
      // the two before it are done too.
      const eligible = await newUser();
      await checkout({ body: { email: eligible.user.email } });
      await vi.waitFor(() => expect(sendMail).toHaveBeenCalled());
      expect(vi.mocked(sendMail).mock.calls.map(([mail]) => mail.to)).toEqual([eligible.user.email]);
    });

    it("without a token or an e-mail it is a 401, and a malformed e-mail a 400", async () => {
      expect((await checkout({})).status).toBe(401);
      const bad = await checkout({ body: { email: "não-é-email" } });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe("Informe um e-mail válido.");
    });
  });
});

describe("a first payment still open (incomplete, e.g. a boleto)", () => {
  const PENDING = "Há um pagamento pendente da sua assinatura (por exemplo, um boleto ainda não compensado). Conclua esse pagamento ou aguarde a confirmação antes de assinar de novo.";

  /** A user past the trial (a boleto without a trial leaves the subscription incomplete). */
  async function boletoSubscriber() {
    const { user, token } = await newUser();
    await db.update(users).set({ trialUsedAt: new Date() }).where(eq(users.id, user.id));
    const subscription = await subscribe(fake, token, { boleto: true });
    expect(subscription.status).toBe("incomplete");
    return { user, token, subscription };
  }

  it("shows the payment as pending and refuses a second checkout with a pt-BR 409", async () => {
    const { user, token, subscription } = await boletoSubscriber();
    const row = await readUser(user.id);
    expect(row.subscriptionStatus).toBe("inactive");
    expect(row.stripeSubscriptionId).toBe(subscription.id);
    expect((await status(token)).body).toEqual({
      status: "inactive",
      nextInvoice: null,
      cancelAtPeriodEnd: false,
      paymentPending: true,
    });

    const sessionsBefore = fake.state.checkoutSessions.size;
    const again = await checkout({ token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PENDING);
    expect(fake.state.checkoutSessions.size).toBe(sessionsBefore);
  });

  it("becomes active once the boleto clears", async () => {
    const { user, token, subscription } = await boletoSubscriber();
    const index = fake.events.length;
    fake.state.payOpenInvoices(subscription);
    await deliverSince(fake, index);
    expect((await readUser(user.id)).subscriptionStatus).toBe("active");
    expect((await status(token)).body).toMatchObject({ status: "active", paymentPending: false });
  });

  it("once expired unpaid (incomplete_expired) it is over and a new checkout is allowed", async () => {
    const { user, token, subscription } = await boletoSubscriber();
    const index = fake.events.length;
    fake.state.expireIncomplete(subscription);
    await deliverSince(fake, index);
    expect((await readUser(user.id)).subscriptionStatus).toBe("inactive");
    expect((await status(token)).body).toMatchObject({ status: "inactive", paymentPending: false });
    const again = await checkout({ token });
    expect(again.status).toBe(200);
    expect(sessionOf(again.body.url).trial_period_days).toBe(0);
  });

  it("a subscription Stripe has running while its webhook never arrived is not subscribed twice", async () => {
    const { user, token } = await newUser();
    const subscription = await subscribe(fake, token);
    await db.update(users).set({ subscriptionStatus: "inactive" }).where(eq(users.id, user.id));
    const again = await checkout({ token });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/já possui uma assinatura/);
    expect(subscription.status).toBe("trialing");
  });
});

describe("GET /api/v1/stripe/subscription-status", () => {
  it("answers the spec's 400 when the user has no Stripe subscription record", async () => {
    const { token } = await newUser();
    const res = await status(token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: NO_SUBSCRIPTION });
  });

  it("needs a session", async () => {
    expect((await call(subscriptionStatus, { path: "/api/v1/stripe/subscription-status" })).status).toBe(401);
  });

  it("covers every state: trial, scheduled cancel (flag or date), past_due, canceled", async () => {
    const { token } = await newUser();
    const subscription = await subscribe(fake, token);
    const trialEnd = new Date((subscription.trial_end ?? 0) * 1000).toISOString();
    // A trial says so, with its end: it is not a paid plan yet.
    expect((await status(token)).body).toEqual({ status: "active", nextInvoice: trialEnd, cancelAtPeriodEnd: false, paymentPending: false, trialEndsAt: trialEnd });

    // Scheduled to cancel: nextInvoice is the day access ends, so the screen can say when.
    fake.state.updateSubscription(subscription, { cancel_at_period_end: "true" });
    expect((await status(token)).body).toEqual({ status: "active", nextInvoice: trialEnd, cancelAtPeriodEnd: true, paymentPending: false, trialEndsAt: trialEnd });

    fake.state.updateSubscription(subscription, { cancel_at: String(subscription.trial_end) });
    expect(subscription.cancel_at_period_end).toBe(false);
    expect((await status(token)).body).toEqual({ status: "active", nextInvoice: trialEnd, cancelAtPeriodEnd: true, paymentPending: false, trialEndsAt: trialEnd });

    fake.state.updateSubscription(subscription, { cancel_at: "" });
    fake.state.failPayment(subscription);
    const periodEnd = new Date(fake.state.periodEnd(subscription) * 1000).toISOString();
    expect((await status(token)).body).toEqual({ status: "past_due", nextInvoice: periodEnd, cancelAtPeriodEnd: false, paymentPending: false });

    fake.state.cancelNow(subscription);
    expect((await status(token)).body).toEqual({ status: "canceled", nextInvoice: null, cancelAtPeriodEnd: false, paymentPending: false });
  });
});

describe("POST /api/v1/stripe/cancel-subscription and resume-subscription", () => {
  it("schedules the cancellation at the period end and undoes it", async () => {
    const { user, token } = await newUser();
    const subscription = await subscribe(fake, token);

    const cancelled = await call(cancel, { method: "POST", path: "/api/v1/stripe/cancel-subscription", token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({
      status: "active",
      nextInvoice: new Date(fake.state.periodEnd(subscription) * 1000).toISOString(),
      cancelAtPeriodEnd: true,
      paymentPending: false,
      trialEndsAt: new Date((subscription.trial_end ?? 0) * 1000).toISOString(),
    });
    expect(subscription.cancel_at_period_end).toBe(true);
    expect((await readUser(user.id)).cancelAtPeriodEnd).toBe(true);

    const resumed = await call(resume, { method: "POST", path: "/api/v1/stripe/resume-subscription", token });
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ status: "active", cancelAtPeriodEnd: false, paymentPending: false });
    expect(subscription.cancel_at_period_end).toBe(false);
    expect((await readUser(user.id)).cancelAtPeriodEnd).toBe(false);
  });

  it("resumes a cancellation the portal made with a date", async () => {
    const { token } = await newUser();
    const subscription = await subscribe(fake, token);
    fake.state.updateSubscription(subscription, { cancel_at: String(fake.state.periodEnd(subscription)) });
    const resumed = await call(resume, { method: "POST", path: "/api/v1/stripe/resume-subscription", token });
    expect(resumed.body).toMatchObject({ cancelAtPeriodEnd: false, paymentPending: false });
    expect(subscription.cancel_at).toBeNull();
  });

  it("answers 400 without a subscription and 409 once it has ended", async () => {
    const { token } = await newUser();
    const none = await call(cancel, { method: "POST", path: "/api/v1/stripe/cancel-subscription", token });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ message: NO_SUBSCRIPTION });

    const subscription = await subscribe(fake, token);
    fake.state.cancelNow(subscription);
    const ended = await call(resume, { method: "POST", path: "/api/v1/stripe/resume-subscription", token });
    expect(ended.status).toBe(409);
    expect(ended.body).toMatchObject({ message: "Esta assinatura já foi encerrada." });
  });
});

describe("POST /api/v1/stripe/create-customer-portal-session", () => {
  it("opens the customer's portal returning to /subscription", async () => {
    const { token } = await newUser();
    const none = await call(createPortal, { method: "POST", path: "/api/v1/stripe/create-customer-portal-session", token });
    expect(none.status).toBe(400);

    const subscription = await subscribe(fake, token);
    const res = await call<{ url: string }>(createPortal, {
      method: "POST",
      path: "/api/v1/stripe/create-customer-portal-session",
      token,
    });
    expect(res.status).toBe(200);
    const portal = fake.state.portalSessions.get(res.body.url.split("/").pop() ?? "");
    expect(portal).toMatchObject({ customer: subscription.customer, return_url: "http://localhost:3000/subscription" });
  });
});

describe("POST /api/v1/stripe/create-customer-portal-session without a saved portal configuration", () => {
  it("answers a pt-BR 502 and the log names the missing configuration", async () => {
    const { token } = await newUser();
    await subscribe(fake, token);
    fake.state.portalConfigured = false;
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      const res = await call(createPortal, { method: "POST", path: "/api/v1/stripe/create-customer-portal-session", token });
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ message: "Não foi possível abrir o portal de pagamentos. Tente novamente mais tarde." });
    } finally {
      write.mockRestore();
      fake.state.portalConfigured = true;
    }
    const log = lines.join("");
    expect(log).toContain("configuração padrão");
    expect(log).toContain("save your customer portal settings");
  });
});

describe("GET /api/v1/stripe/payments", () => {
  it("maps the customer's invoices, newest first, in each invoice's currency", async () => {
    const { token } = await newUser();
    const empty = await call(payments, { path: "/api/v1/stripe/payments", token });
    expect(empty.body).toEqual([]);

    const subscription = await subscribe(fake, token);
    const failed = fake.state.failPayment(subscription);
    const yen: FakeInvoice = { ...structuredClone(failed), id: "in_yen", currency: "jpy", status: "paid", amount_due: 500, amount_paid: 500, created: failed.created + 10 };
    yen.status_transitions.paid_at = yen.created;
    fake.state.invoices.set(yen.id, yen);

    const res = await call<Array<Record<string, unknown>>>(payments, { path: "/api/v1/stripe/payments", token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: "in_yen", date: new Date(yen.created * 1000).toISOString(), status: "paid", amount: 500, currency: "jpy", pdf: yen.invoice_pdf },
      { id: failed.id, date: new Date(failed.created * 1000).toISOString(), status: "open", amount: 50, currency: "brl", pdf: failed.invoice_pdf },
      expect.objectContaining({ status: "paid", amount: 0, currency: "brl" }),
    ]);
    fake.state.invoices.delete(yen.id);
  });
});
