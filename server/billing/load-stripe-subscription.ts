import "server-only";
import { AppError, messages } from "@/lib/errors";
import type { BillingUser } from "@/server/billing/find-billing-user";
import * as gateway from "@/server/billing/stripe-gateway";
import type { StripeSubscription } from "@/server/billing/stripe-gateway";

/** The user's subscription as Stripe has it now; no record on either side is the spec's 400. */
export async function loadStripeSubscription(user: BillingUser): Promise<StripeSubscription> {
  if (!user.stripeSubscriptionId) throw new AppError("no_subscription", messages.noSubscription);
  const subscription = await gateway.retrieveSubscription(user.stripeSubscriptionId);
  if (!subscription) throw new AppError("no_subscription", messages.noSubscription);
  return subscription;
}
