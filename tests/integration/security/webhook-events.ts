import fc from "fast-check";
import { HANDLED_EVENT_TYPES } from "@/server/billing/stripe-event-target";
import { nastyNumber, nastyString, nastyValue } from "./arbitraries";

/** Every event type the webhook acts on (new ones are fuzzed without a change here), plus one it ignores. */
const EVENT_TYPES = [...HANDLED_EVENT_TYPES, "customer.created"];

/**
 * Stripe events, valid and malformed, about a real subscription of `userId` in the fake Stripe or
 * about ids Stripe does not know. They are signed by the caller, as a webhook secret holder would.
 */
export function webhookEventArbitrary(known: { subscriptionId: string; customerId: string; userId: string }) {
  const maybe = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: arb }, nastyValue);
  const subscriptionId = fc.oneof(
    { weight: 3, arbitrary: fc.constant(known.subscriptionId) },
    fc.constant("sub_desconhecida"),
    nastyString,
  );
  const subscription = fc.record(
    {
      id: subscriptionId,
      object: fc.constant("subscription"),
      customer: maybe(fc.constant(known.customerId)),
      status: maybe(fc.constantFrom("active", "trialing", "past_due", "canceled", "incomplete", "unpaid", "paused")),
      cancel_at_period_end: maybe(fc.boolean()),
      trial_end: maybe(nastyNumber),
      metadata: maybe(fc.record({ userId: maybe(fc.constant(known.userId)) })),
      items: nastyValue,
    },
    { requiredKeys: [] },
  );
  const checkoutSession = fc.record(
    {
      id: fc.constant("cs_test_fuzz"),
      object: fc.constant("checkout.session"),
      mode: maybe(fc.constantFrom("subscription", "payment")),
      subscription: fc.oneof(subscriptionId, subscriptionId.map((id) => ({ id })), nastyValue),
      client_reference_id: maybe(fc.constant(known.userId)),
      metadata: maybe(fc.record({ userId: maybe(fc.constant(known.userId)) })),
    },
    { requiredKeys: [] },
  );
  const invoice = fc.record(
    {
      id: fc.constant("in_fuzz"),
      object: fc.constant("invoice"),
      parent: maybe(
        fc.record({ subscription_details: maybe(fc.record({ subscription: fc.oneof(subscriptionId, nastyValue) })) }),
      ),
    },
    { requiredKeys: [] },
  );
  return fc.record(
    {
      id: fc.oneof({ weight: 4, arbitrary: fc.uuid().map((id) => `evt_${id}`) }, nastyValue),
      object: fc.constant("event"),
      type: fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...EVENT_TYPES) }, nastyValue),
      created: fc.oneof({ weight: 3, arbitrary: fc.constant(Math.floor(Date.now() / 1000)) }, nastyNumber),
      livemode: fc.constant(false),
      data: fc.oneof(
        { weight: 6, arbitrary: fc.record({ object: fc.oneof(subscription, checkoutSession, invoice, nastyValue) }) },
        fc.record({ object: nastyValue }, { requiredKeys: [] }),
        nastyValue,
      ),
    },
    { requiredKeys: ["id", "type"] },
  );
}
