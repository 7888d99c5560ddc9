import "server-only";
import type { BillingUser } from "@/server/billing/find-billing-user";

/** The 7-day trial is for someone who never had one (nor any subscription). */
export function isTrialAvailable(user: Pick<BillingUser, "trialUsedAt" | "stripeSubscriptionId">): boolean {
  return user.trialUsedAt === null && user.stripeSubscriptionId === null;
}
