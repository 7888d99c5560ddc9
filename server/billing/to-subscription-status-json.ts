import "server-only";
import type { SubscriptionStatusJson } from "@/lib/schemas/billing";
import { isPaymentPending } from "@/server/billing/map-stripe-status";
import type { StripeSubscription } from "@/server/billing/stripe-gateway";
import type { SyncedUser } from "@/server/billing/sync-subscription";

type StatusSource = Pick<SyncedUser, "subscriptionStatus" | "subscriptionPeriodEnd" | "cancelAtPeriodEnd">;

/**
 * The subscription status answer. `nextInvoice` is the end of the paid (or trial) period: the next
 * charge, or — with `cancelAtPeriodEnd` — the day access ends ('Sua assinatura será cancelada em
 * {date}'). Null once the subscription is not running.
 */
export function toSubscriptionStatusJson(
  user: StatusSource,
  subscription: Pick<StripeSubscription, "status">,
): SubscriptionStatusJson {
  const running = user.subscriptionStatus === "active" || user.subscriptionStatus === "past_due";
  return {
    status: user.subscriptionStatus,
    nextInvoice: running && user.subscriptionPeriodEnd ? user.subscriptionPeriodEnd.toISOString() : null,
    cancelAtPeriodEnd: running && user.cancelAtPeriodEnd,
    paymentPending: user.subscriptionStatus === "inactive" && isPaymentPending(subscription.status),
  };
}
