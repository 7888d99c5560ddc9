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
import { GET as subscriptionStatus } from "@/app/api/v1/stripe/subscription-status/route";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import type { FakeEvent } from "../fakes/stripe-server";
import { deliver, deliverSince, eventFor, processedEventIds, readUser, subscribe } from "./billing-helpers";

afterAll(() => fake.stop());
beforeEach(() => vi.mocked(sendMail).mockClear());

const newUser = () => createTestUser({ subscriptionStatus: "inactive" });

describe("POST /api/v1/stripe/webhook — signature", () => {
  it("refuses a bad or missing signature with 400 and applies nothing", async () => {
    const { user, token } = await newUser();
    const subscription = await subscribe(fake, token);
    await db.update(users).set({ subscriptionStatus: "inactive" }).where(eq(users.id, user.id));
    const event = eventFor("customer.subscription.updated", subscription);

    const forged = await deliver(fake, event, "t=1,v1=deadbeef");
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe("Assinatura do webhook ausente ou inválida.");
    const missing = await deliver(fake, event, null);
    expect(missing.status).toBe(400);

    expect((await readUser(user.id)).subscriptionStatus).toBe("inactive");
    expect(await processedEventIds()).not.toContain(event.id);
  });

  it("answers 200 and ignores an event type it does not handle", async () => {
    const res = await deliver(fake, eventFor("customer.created", { id: "cus_x", object: "customer" }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: "ignored" });
  });
});

describe("POST /api/v1/stripe/webhook — signature timestamps", () => {
  const event = () => eventFor("customer.created", { id: "cus_tempo", object: "customer" });
  const now = () => Math.floor(Date.now() / 1000);

  it("accepts a signature from a moment ago or a little clock skew ahead", async () => {
    for (const timestamp of [now() - 60, now() + 60]) {
      const payload = event();
      const res = await deliver(fake, payload, fake.sign(JSON.stringify(payload), timestamp));
      expect(res.status).toBe(200);
    }
  });

  it("refuses a correctly signed event stamped more than 5 minutes away, past or future", async () => {
    for (const timestamp of [now() - 6 * 60, now() + 6 * 60, now() + 24 * 60 * 60]) {
      const payload = event();
      const res = await deliver(fake, payload, fake.sign(JSON.stringify(payload), timestamp));
      expect(res.status, `t=${timestamp - now()}s`).toBe(400);
      expect(res.body.message).toBe("Assinatura do webhook ausente ou inválida.");
    }
  });

  it("refuses a future signature hidden behind a present timestamp in the same header", async () => {
    const payload = event();
    const future = fake.sign(JSON.stringify(payload), now() + 3600);
    const res = await deliver(fake, payload, `t=${now()},${future}`);
    expect(res.status).toBe(400);
  });
});

describe("POST /api/v1/stripe/webhook — malformed objects", () => {
  /** Every line the app's logger writes while `work` runs. */
  async function logLines(work: () => Promise<void>): Promise<string[]> {
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      return true;
    });
    try {
      await work();
    } finally {
      write.mockRestore();
    }
    return lines;
  }

  const malformed: Array<[string, Partial<FakeEvent>]> = [
    ["checkout.session.completed", { data: undefined }],
    ["checkout.session.completed", { data: { object: null as unknown as Record<string, unknown> } }],
    ["checkout.session.completed", { data: { object: { mode: 5 } } }],
    ["customer.subscription.updated", { data: {} as FakeEvent["data"] }],
    ["customer.subscription.deleted", { data: { object: { id: 42 } } }],
    ["customer.subscription.trial_will_end", { data: { object: "sub_texto" as unknown as Record<string, unknown> } }],
    ["invoice.paid", { data: { object: { parent: "sub_x" } } }],
    ["invoice.payment_failed", { data: { object: { parent: { subscription_details: { subscription: 7 } } } } }],
    // A lone surrogate cannot go into the URL of Stripe's API: it was a 502, retried by Stripe forever.
    ["invoice.paid", { data: { object: { parent: { subscription_details: { subscription: "\ud800" } } } } }],
    ["customer.subscription.updated", { data: { object: { id: "sub_\udc00" } } }],
  ];

  it.each(malformed)("%s with a missing or malformed object is 200, recorded as ignored, one log line", async (type, shape) => {
    const event = { ...eventFor(type, {}), ...shape } as FakeEvent;
    let res: Awaited<ReturnType<typeof deliver>> | undefined;
    const lines = await logLines(async () => {
      res = await deliver(fake, event);
    });
    expect(res?.status).toBe(200);
    expect(res?.body).toEqual({ received: true, outcome: "ignored" });
    expect(await processedEventIds()).toContain(event.id);
    const mine = lines.filter((line) => line.includes(event.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain(type);

    // Stripe's retry of the same event finds it recorded.
    const again = await deliver(fake, event);
    expect(again.body).toEqual({ received: true, outcome: "duplicate" });
  });

  it.each([
    ["a number", 12],
    ["a NUL character", "evt_\u0000nul"],
    ["a control character", "evt_\u0007bell"],
    ["a lone surrogate", "evt_\ud800"],
  ])("an event whose id is %s is answered 200 and changes nothing", async (_, id) => {
    const event = { ...eventFor("customer.subscription.updated", { id: "sub_x" }), id } as unknown as FakeEvent;
    const before = await processedEventIds();
    const res = await deliver(fake, event);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe("ignored");
    expect(await processedEventIds()).toEqual(before);
  });
});

describe("POST /api/v1/stripe/webhook — effects", () => {
  it("checkout writes the trial: active, ids, period end from the items, trial history", async () => {
    const { user, token } = await newUser();
    const subscription = await subscribe(fake, token);
    const row = await readUser(user.id);
    expect(row.subscriptionStatus).toBe("active");
    expect(row.stripeSubscriptionId).toBe(subscription.id);
    expect(row.stripeCustomerId).toBe(subscription.customer);
    expect(row.subscriptionPeriodEnd?.getTime()).toBe((subscription.trial_end ?? 0) * 1000);
    expect(row.cancelAtPeriodEnd).toBe(false);
    expect(row.trialUsedAt?.getTime()).toBe((subscription.trial_start ?? 0) * 1000);
  });

  it("applies a duplicate event once (the trial e-mail goes out once)", async () => {
    const { user, token } = await newUser();
    const subscription = await subscribe(fake, token);
    const before = fake.events.length;
    fake.state.trialWillEnd(subscription);
    const event = fake.events[before];
    if (!event) throw new Error("no trial_will_end event");

    const first = await deliver(fake, event);
    const second = await deliver(fake, event);
    expect(first.body.outcome).toBe("applied");
    expect(second.status).toBe(200);
    expect(second.body.outcome).toBe("duplicate");
    expect((await processedEventIds()).filter((id) => id === event.id)).toHaveLength(1);
    expect(sendMail).toHaveBeenCalledTimes(1);
    const mail = vi.mocked(sendMail).mock.calls[0]?.[0];
    expect(mail?.to).toBe(user.email);
    expect(mail?.subject).toBe("Seu período de teste do Bolso está terminando");
    expect(mail?.text).toMatch(/R\$\s50,00/);
  });

  it("converges to Stripe's current state whatever the order of created/updated", async () => {
    const { user, token } = await newUser();
    const created = eventFor("customer.subscription.created", {});
    const subscription = await subscribe(fake, token);
    created.data.object = structuredClone(subscription); // snapshot: not cancelling
    fake.state.updateSubscription(subscription, { cancel_at_period_end: "true" });
    const updated = eventFor("customer.subscription.updated", subscription); // snapshot: cancelling

    // Newest first, then the stale one: both re-fetch, so the stale snapshot changes nothing.
    await deliver(fake, updated);
    await deliver(fake, created);
    expect((await readUser(user.id)).cancelAtPeriodEnd).toBe(true);

    // And a stale "cancelling" snapshot after Stripe already resumed keeps the resumed state.
    fake.state.updateSubscription(subscription, { cancel_at_period_end: "false" });
    await deliver(fake, eventFor("customer.subscription.updated", { ...subscription, cancel_at_period_end: true }));
    expect((await readUser(user.id)).cancelAtPeriodEnd).toBe(false);
  });

  it.each([
    ["trialing", "active"],
    ["active", "active"],
    ["past_due", "past_due"],
    ["unpaid", "past_due"],
    ["canceled", "canceled"],
    ["incomplete", "inactive"],
    ["incomplete_expired", "inactive"],
    ["paused", "inactive"],
  ])("maps Stripe's %s to %s", async (stripeStatus, ours) => {
    const { user, token } = await newUser();
    const subscription = await subscribe(fake, token);
    subscription.status = stripeStatus;
    const res = await deliver(fake, eventFor("customer.subscription.updated", subscription));
    expect(res.body.outcome).toBe("applied");
    expect((await readUser(user.id)).subscriptionStatus).toBe(ours);
  });

  it("invoice.payment_failed and invoice.paid move the user to past_due and back", async () => {
    const { user, token } = await newUser();
    const subscription = await subscribe(fake, token);
    let index = fake.events.length;
    fake.state.failPayment(subscription);
    expect(fake.events.slice(index).map((e) => e.type)).toContain("invoice.payment_failed");
    // Only the invoice event: the user learns the new state from Stripe, not from the payload.
    const failed = fake.events.slice(index).find((e) => e.type === "invoice.payment_failed");
    if (!failed) throw new Error("no payment_failed event");
    await deliver(fake, failed);
    expect((await readUser(user.id)).subscriptionStatus).toBe("past_due");

    index = fake.events.length;
    fake.state.payOpenInvoices(subscription);
    await deliverSince(fake, index);
    expect((await readUser(user.id)).subscriptionStatus).toBe("active");
  });

  it("the end of a cancelled period makes the user canceled; deleted is idempotent", async () => {
    const { user, token } = await newUser();
    const subscription = await subscribe(fake, token);
    const index = fake.events.length;
    fake.state.updateSubscription(subscription, { cancel_at_period_end: "true" });
    fake.state.endPeriod(subscription);
    await deliverSince(fake, index);
    const row = await readUser(user.id);
    expect(row.subscriptionStatus).toBe("canceled");
    expect(row.stripeSubscriptionId).toBe(subscription.id);

    const deleted = fake.events.slice(index).find((event) => event.type === "customer.subscription.deleted");
    if (!deleted) throw new Error("no deleted event");
    // Stripe's retry of the same delivery, then a second deleted event about the same subscription.
    const retry = await deliver(fake, deleted);
    expect(retry.status).toBe(200);
    expect(retry.body.outcome).toBe("duplicate");
    const another = await deliver(fake, eventFor("customer.subscription.deleted", subscription));
    expect(another.status).toBe(200);
    expect(another.body.outcome).toBe("applied");
    // Applying it again rewrites the same values; only the row's own timestamp may move.
    const withoutTimestamp = ({ updatedAt: _, ...rest }: typeof row) => rest;
    expect(withoutTimestamp(await readUser(user.id))).toEqual(withoutTimestamp(row));
  });

  it("a late event about an old, ended subscription does not undo the current one", async () => {
    const { user, token } = await newUser();
    const old = await subscribe(fake, token);
    let index = fake.events.length;
    fake.state.cancelNow(old);
    index = await deliverSince(fake, index);
    const current = await subscribe(fake, token);
    expect((await readUser(user.id)).stripeSubscriptionId).toBe(current.id);

    await deliver(fake, eventFor("customer.subscription.deleted", old));
    const row = await readUser(user.id);
    expect(row.stripeSubscriptionId).toBe(current.id);
    expect(row.subscriptionStatus).toBe("active");
    expect(index).toBeGreaterThan(0);
  });

  it("a database failure answers 5xx and records nothing, so Stripe's retry starts clean", async () => {
    const { user, token } = await newUser();
    const subscription = await subscribe(fake, token);
    const other = await newUser();
    // The other user claims a subscription of a customer someone else owns: the unique index refuses it.
    const foreign = { ...subscription, id: "sub_foreign", metadata: { userId: other.user.id } };
    fake.state.subscriptions.set(foreign.id, foreign);
    const event = eventFor("customer.subscription.updated", foreign);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await deliver(fake, event);
    errors.mockRestore();
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await processedEventIds()).not.toContain(event.id);
    expect((await readUser(other.user.id)).stripeSubscriptionId).toBeNull();
    expect((await readUser(user.id)).stripeSubscriptionId).toBe(subscription.id);
    fake.state.subscriptions.delete(foreign.id);
  });

  it("the subscription-status call heals a missed webhook", async () => {
    const { user, token } = await newUser();
    const subscription = await subscribe(fake, token);
    fake.state.failPayment(subscription); // its webhooks never arrive
    expect((await readUser(user.id)).subscriptionStatus).toBe("active");
    const res = await call(subscriptionStatus, { path: "/api/v1/stripe/subscription-status", token });
    expect(res.body).toMatchObject({ status: "past_due" });
    expect((await readUser(user.id)).subscriptionStatus).toBe("past_due");
  });
});
