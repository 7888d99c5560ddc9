import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { findBillingUser } from "@/server/billing/find-billing-user";
import { loadStripeSubscription } from "@/server/billing/load-stripe-subscription";
import type { SubscriptionStatusJson } from "@/lib/schemas/billing";
import { syncSubscription } from "@/server/billing/sync-subscription";
import { toSubscriptionStatusJson } from "@/server/billing/to-subscription-status-json";
import * as gateway from "@/server/billing/stripe-gateway";

/**
 * The subscription as Stripe has it now, written back onto the user on the way (a missed webhook
 * heals here). No Stripe subscription record is the spec's 400.
 */
export async function getSubscriptionStatus(db: DbOrTx, userId: string): Promise<SubscriptionStatusJson> {
  gateway.assertBillingEnabled();
  const user = await findBillingUser(db, userId);
  const subscription = await loadStripeSubscription(user);
  const synced = await db.transaction((tx) => syncSubscription(tx, subscription, { userId }));
  return toSubscriptionStatusJson(synced ?? user, subscription);
}
