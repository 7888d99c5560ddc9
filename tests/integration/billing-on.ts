const BILLING_ENV = {
  STRIPE_SECRET_KEY: "sk_test_integration",
  STRIPE_WEBHOOK_SECRET: "whsec_integration",
  STRIPE_PRICE_ID: "price_integration",
} as const;

/**
 * Turns billing on for one test file, before lib/env is read: call it through `vi.hoisted` and
 * pass what it returns to `afterAll`. Active test users keep full access.
 */
export function enableBilling(): () => void {
  const previous = Object.fromEntries(
    Object.keys(BILLING_ENV).map((key) => [key, process.env[key]]),
  );
  Object.assign(process.env, BILLING_ENV);
  return () => {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
}
