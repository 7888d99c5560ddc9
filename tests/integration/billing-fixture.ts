import { startFakeStripe } from "../fakes/stripe-server";
import type { FakeStripe } from "../fakes/stripe-server";

/**
 * Starts the fake Stripe and points this test file's environment at it. Call it through
 * `await vi.hoisted(...)` so lib/env reads the STRIPE_* variables; webhooks are only recorded
 * (`fake.events`) and the tests deliver them, in any order they like.
 */
export async function startBillingFake(): Promise<FakeStripe> {
  const fake = await startFakeStripe({ webhookSecret: "whsec_bolso_integration" });
  Object.assign(process.env, fake.env);
  return fake;
}
