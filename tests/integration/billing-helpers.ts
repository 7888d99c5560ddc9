import { eq } from "drizzle-orm";
import { processedStripeEvents, users } from "@/db/schema";
import { db } from "@/lib/server/db";
import { POST as createCheckout } from "@/app/api/v1/stripe/create-checkout-session/route";
import { POST as webhook } from "@/app/api/v1/stripe/webhook/route";
import { call } from "../helpers/api";
import type { FakeEvent, FakeStripe } from "../fakes/stripe-server";
import type { FakeSubscription } from "../fakes/stripe-fake-state";

/** POSTs one event to the webhook route, signed like Stripe (or with the given signature). */
export function deliver(fake: FakeStripe, event: FakeEvent, signature?: string | null) {
  const payload = JSON.stringify(event);
  const headers: Record<string, string> = {};
  const header = signature === undefined ? fake.sign(payload) : signature;
  if (header !== null) headers["stripe-signature"] = header;
  return call<{ received?: boolean; outcome?: string; message?: string }>(webhook, {
    method: "POST",
    path: "/api/v1/stripe/webhook",
    body: payload,
    headers,
  });
}

/** Delivers, in order, every event the fake produced since `fromIndex`; returns the next index. */
export async function deliverSince(fake: FakeStripe, fromIndex: number): Promise<number> {
  const pending = fake.events.slice(fromIndex);
  for (const event of pending) {
    const res = await deliver(fake, event);
    if (res.status !== 200) throw new Error(`webhook ${event.type} → ${res.status} ${JSON.stringify(res.body)}`);
  }
  return fromIndex + pending.length;
}

/** An event about `object` as it is now, like the fake would send it. */
export function eventFor(type: string, object: Record<string, unknown>): FakeEvent {
  return {
    id: `evt_test_${Math.random().toString(36).slice(2)}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    api_version: "2026-10-28.endive",
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: structuredClone(object) },
  };
}

/**
 * Subscribes through the fake's hosted checkout ('Pagar', or 'Gerar boleto' with `boleto`) and
 * delivers the resulting webhooks.
 */
export async function subscribe(fake: FakeStripe, token: string, options: { boleto?: boolean } = {}): Promise<FakeSubscription> {
  const res = await call<{ url: string }>(createCheckout, {
    method: "POST",
    path: "/api/v1/stripe/create-checkout-session",
    token,
  });
  if (res.status !== 200) throw new Error(`checkout → ${res.status} ${JSON.stringify(res.body)}`);
  const before = fake.events.length;
  const pay = await fetch(`${res.body.url}/${options.boleto ? "boleto" : "pay"}`, { method: "POST", redirect: "manual" });
  if (pay.status !== 303) throw new Error(`pay → ${pay.status}`);
  await deliverSince(fake, before);
  const sessionId = res.body.url.split("/").pop() ?? "";
  const subscriptionId = fake.state.checkoutSessions.get(sessionId)?.subscription ?? "";
  const subscription = fake.state.subscriptions.get(subscriptionId);
  if (!subscription) throw new Error("no subscription after checkout");
  return subscription;
}

export async function readUser(id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new Error(`user ${id} not found`);
  return user;
}

export async function processedEventIds(): Promise<string[]> {
  const rows = await db.select({ id: processedStripeEvents.id }).from(processedStripeEvents);
  return rows.map((row) => row.id);
}
