import { describe, expect, it, vi } from "vitest";

// Billing off: none of the Stripe variables (the self-hosted mode).
vi.hoisted(() => {
  for (const key of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_ID", "STRIPE_API_BASE"]) {
    delete process.env[key];
  }
});

import { billingEnabled } from "@/lib/env";
import { assertSubscriptionAccess } from "@/server/auth/assert-subscription-access";
import { POST as cancel } from "@/app/api/v1/stripe/cancel-subscription/route";
import { POST as createCheckout } from "@/app/api/v1/stripe/create-checkout-session/route";
import { POST as createPortal } from "@/app/api/v1/stripe/create-customer-portal-session/route";
import { GET as payments } from "@/app/api/v1/stripe/payments/route";
import { POST as resume } from "@/app/api/v1/stripe/resume-subscription/route";
import { GET as subscriptionStatus } from "@/app/api/v1/stripe/subscription-status/route";
import { POST as webhook } from "@/app/api/v1/stripe/webhook/route";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";

const DISABLED =
  "A cobrança não está configurada neste servidor: todos os recursos estão liberados para contas confirmadas.";

describe("billing off (no STRIPE_SECRET_KEY)", () => {
  it("gives every confirmed user full access, whatever the stored status", async () => {
    expect(billingEnabled).toBe(false);
    const { user } = await createTestUser({ subscriptionStatus: "inactive" });
    expect(() => assertSubscriptionAccess(user)).not.toThrow();
  });

  it("answers every /stripe/* call with a plain pt-BR 503, and nothing crashes", async () => {
    const { token } = await createTestUser({ subscriptionStatus: "inactive" });
    const calls = () => [
      call(createCheckout, { method: "POST", path: "/api/v1/stripe/create-checkout-session", token }),
      call(createCheckout, { method: "POST", path: "/api/v1/stripe/create-checkout-session", body: { email: "a@b.com" } }),
      call(createPortal, { method: "POST", path: "/api/v1/stripe/create-customer-portal-session", token }),
      call(cancel, { method: "POST", path: "/api/v1/stripe/cancel-subscription", token }),
      call(resume, { method: "POST", path: "/api/v1/stripe/resume-subscription", token }),
      call(subscriptionStatus, { path: "/api/v1/stripe/subscription-status", token }),
      call(payments, { path: "/api/v1/stripe/payments", token }),
      call(webhook, { method: "POST", path: "/api/v1/stripe/webhook", body: "{}", headers: { "stripe-signature": "t=1,v1=x" } }),
    ];
    const logged = vi.spyOn(console, "error").mockImplementation(() => {}); // 5xx are logged by design
    const results = await Promise.all(calls());
    logged.mockRestore();
    for (const res of results) {
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ message: DISABLED });
    }
  });
});
