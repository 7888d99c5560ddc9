import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { findBillingUser } from "@/server/billing/find-billing-user";
import { loadStripeSubscription } from "@/server/billing/load-stripe-subscription";
import { billingMessages } from "@/lib/schemas/billing";
import type { SubscriptionStatusJson } from "@/lib/schemas/billing";
import * as gateway from "@/server/billing/stripe-gateway";
import { hasEnded, isCancellationScheduled, syncSubscription } from "@/server/billing/sync-subscription";
import { toSubscriptionStatusJson } from "@/server/billing/to-subscription-status-json";

/** Undoes a scheduled cancellation while the period lasts; an ended subscription cannot return. */
export async function resumeSubscription(db: DbOrTx, userId: string): Promise<SubscriptionStatusJson> {
  gateway.assertBillingEnabled();
  const user = await findBillingUser(db, userId);
  let subscription = await loadStripeSubscription(user);
  if (hasEnded(subscription)) throw new AppError("conflict", billingMessages.subscriptionEnded);
  if (isCancellationScheduled(subscription)) {
    subscription = await gateway.setCancelAtPeriodEnd(subscription, false);
  }
  const updated = subscription;
  const synced = await db.transaction((tx) => syncSubscription(tx, updated, { userId }));
  return toSubscriptionStatusJson(synced ?? user, updated);
}
