import "server-only";
import type { SubscriptionStatus } from "@/db/schema";

/** Stripe's subscription status → ours: a trial counts as active. */
export function mapStripeStatus(stripeStatus: string): SubscriptionStatus {
  switch (stripeStatus) {
    case "trialing":
    case "active":
      return "active";
    case "past_due":
    case "unpaid":
      return "past_due";
    case "canceled":
      return "canceled";
    // The first payment is still open (a boleto takes days) or it never came: nothing paid yet.
    case "incomplete":
    case "incomplete_expired":
      return "inactive";
    default:
      return "inactive";
  }
}

/** True while the first invoice of a new subscription waits for its payment. */
export function isPaymentPending(stripeStatus: string): boolean {
  return stripeStatus === "incomplete";
}
