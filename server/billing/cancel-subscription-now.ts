import "server-only";
import { billingEnabled } from "@/lib/env";
import { logger } from "@/lib/server/logger";
import * as gateway from "@/server/billing/stripe-gateway";
import { hasEnded } from "@/server/billing/sync-subscription";

/**
 * Ends a subscription in Stripe now, with no further charge (used when the account goes away).
 * A subscription Stripe no longer knows, or one already over, needs nothing.
 */
export async function cancelSubscriptionNow(subscriptionId: string | null): Promise<void> {
  if (!subscriptionId) return;
  if (!billingEnabled) {
    logger.warn({ subscriptionId }, "[billing] cobrança desligada: assinatura não cancelada no Stripe");
    return;
  }
  const subscription = await gateway.retrieveSubscription(subscriptionId);
  if (!subscription || hasEnded(subscription)) return;
  await gateway.cancelNow(subscription.id);
}
