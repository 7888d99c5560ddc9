import "server-only";
import type { SubscriptionStatusJson } from "@/lib/schemas/billing";
import { isPaymentPending } from "@/server/billing/map-stripe-status";
import { runningTrialEnd } from "@/lib/format/trial";
import type { StripeSubscription } from "@/server/billing/stripe-gateway";
import type { SyncedUser } from "@/server/billing/sync-subscription";

type StatusSource = Pick<SyncedUser, "subscriptionStatus" | "subscriptionPeriodEnd" | "cancelAtPeriodEnd"> &
  Partial<Pick<SyncedUser, "trialEndsAt">>;

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
  const trialEndsAt = running ? runningTrialEnd(user.trialEndsAt ?? null) : undefined;
  return {
    ...(trialEndsAt ? { trialEndsAt } : {}),
    status: user.subscriptionStatus,
    nextInvoice: running && user.subscriptionPeriodEnd ? user.subscriptionPeriodEnd.toISOString() : null,
    cancelAtPeriodEnd: running && user.cancelAtPeriodEnd,
    paymentPending: user.subscriptionStatus === "inactive" && isPaymentPending(subscription.status),
  };
}
