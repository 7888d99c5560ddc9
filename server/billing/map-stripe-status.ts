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
    default:
      return "inactive";
  }
}
