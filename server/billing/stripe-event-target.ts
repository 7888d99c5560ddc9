import "server-only";
import * as z from "@/lib/schemas/zod";
import { hasInvalidCharacters } from "@/server/http/control-characters";

/**
 * Which subscription a verified Stripe event is about, read defensively: a signature proves who sent
 * the event, not that its `data.object` has the shape its type promises.
 */
export type EventTarget =
  | { kind: "subscription"; subscriptionId: string | null; userId: string | null }
  /** A type we do not handle, or one that is not about a subscription of ours. */
  | { kind: "not_ours" }
  /** A type we handle whose object is missing or not what that type carries. */
  | { kind: "malformed"; reason: string };

/** The event types the webhook endpoint must be subscribed to (see the README). */
export const HANDLED_EVENT_TYPES = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.trial_will_end",
  "invoice.paid",
  "invoice.payment_failed",
] as const;

type HandledType = (typeof HANDLED_EVENT_TYPES)[number];

/**
 * Text PostgreSQL can store and a URL can carry: a NUL in an id would fail the insert (a 500) on
 * every retry, and a lone surrogate the call to Stripe.
 */
const storable = (max: number) =>
  z.string().min(1).max(max).refine((text) => !hasInvalidCharacters(text));

const id = storable(255);
/** An id, or the object it names when the event carries it expanded. */
const reference = z.union([id, z.object({ id })]).nullish();

const checkoutSession = z.object({
  mode: z.string(),
  subscription: reference,
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});
const subscription = z.object({ id });
const invoice = z.object({
  parent: z.object({ subscription_details: z.object({ subscription: reference }).nullish() }).nullish(),
});

/** What every event must have for us to record it (the table's column sizes). */
export const eventEnvelope = z.object({ id, type: storable(120) });

function isHandled(type: string): type is HandledType {
  return (HANDLED_EVENT_TYPES as readonly string[]).includes(type);
}

function idOf(value: z.infer<typeof reference>): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

export function eventTarget(event: unknown): EventTarget {
  const parsed = eventEnvelope.safeParse(event);
  if (!parsed.success) return { kind: "malformed", reason: "evento sem id ou type válidos" };
  const { type } = parsed.data;
  if (!isHandled(type)) return { kind: "not_ours" };
  const data = (event as { data?: unknown }).data;
  const object = data && typeof data === "object" ? (data as { object?: unknown }).object : undefined;
  if (object === undefined || object === null) return { kind: "malformed", reason: "data.object ausente" };
  switch (type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.async_payment_failed": {
      const session = checkoutSession.safeParse(object);
      if (!session.success) return malformed(session.error);
      if (session.data.mode !== "subscription") return { kind: "not_ours" };
      return {
        kind: "subscription",
        subscriptionId: idOf(session.data.subscription),
        userId: session.data.client_reference_id ?? session.data.metadata?.userId ?? null,
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.trial_will_end": {
      const found = subscription.safeParse(object);
      if (!found.success) return malformed(found.error);
      return { kind: "subscription", subscriptionId: found.data.id, userId: null };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const found = invoice.safeParse(object);
      if (!found.success) return malformed(found.error);
      const subscriptionId = idOf(found.data.parent?.subscription_details?.subscription);
      // A one-off invoice is about no subscription.
      return subscriptionId ? { kind: "subscription", subscriptionId, userId: null } : { kind: "not_ours" };
    }
  }
}

function malformed(error: z.ZodError): EventTarget {
  const issue = error.issues[0];
  const where = issue?.path.length ? `data.object.${issue.path.join(".")}` : "data.object";
  return { kind: "malformed", reason: `${where} malformado` };
}
