import "server-only";
import type { SubscriptionStatusJson } from "@/server/billing/schemas";
import type { SyncedUser } from "@/server/billing/sync-subscription";

type StatusSource = Pick<SyncedUser, "subscriptionStatus" | "subscriptionPeriodEnd" | "cancelAtPeriodEnd">;

/** Spec §3 "Subscription status"; the next charge is the end of the paid (or trial) period. */
export function toSubscriptionStatusJson(user: StatusSource): SubscriptionStatusJson {
  const renews =
    (user.subscriptionStatus === "active" || user.subscriptionStatus === "past_due") &&
    !user.cancelAtPeriodEnd;
  return {
    status: user.subscriptionStatus,
    nextInvoice: renews && user.subscriptionPeriodEnd ? user.subscriptionPeriodEnd.toISOString() : null,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
  };
}
