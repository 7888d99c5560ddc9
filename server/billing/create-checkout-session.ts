import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { users } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { findBillingUser } from "@/server/billing/find-billing-user";
import type { BillingUser } from "@/server/billing/find-billing-user";
import { isTrialAvailable } from "@/server/billing/is-trial-available";
import { billingMessages } from "@/lib/schemas/billing";
import { isPaymentPending } from "@/server/billing/map-stripe-status";
import * as gateway from "@/server/billing/stripe-gateway";
import { hasEnded } from "@/server/billing/sync-subscription";

/**
 * Opens a Stripe Checkout for the monthly plan: the customer is created once (with our user id in
 * its metadata) and reused; the 7-day trial is offered only to someone who never had one.
 */
export async function createCheckoutSession(
  db: DbOrTx,
  userId: string,
): Promise<{ url: string; withTrial: boolean }> {
  gateway.assertBillingEnabled();
  const user = await findBillingUser(db, userId);
  if (user.subscriptionStatus === "active" || user.subscriptionStatus === "past_due") {
    throw new AppError("conflict", billingMessages.alreadySubscribed);
  }
  await assertNoSubscriptionRunning(user);
  const customerId = await ensureCustomer(db, user);
  const withTrial = isTrialAvailable(user);
  const url = await gateway.createCheckoutSession({ userId: user.id, customerId, withTrial });
  if (!url) throw new AppError("bad_gateway", billingMessages.checkoutFailed);
  return { url, withTrial };
}

/**
 * Stripe has the last word on the subscription we know of: one whose first payment is still open
 * (a boleto takes days to clear), or one running although its webhook never arrived, must not get
 * a twin.
 */
async function assertNoSubscriptionRunning(user: BillingUser): Promise<void> {
  if (!user.stripeSubscriptionId) return;
  const current = await gateway.retrieveSubscription(user.stripeSubscriptionId);
  if (!current || hasEnded(current)) return;
  if (isPaymentPending(current.status)) throw new AppError("conflict", billingMessages.paymentPending);
  throw new AppError("conflict", billingMessages.alreadySubscribed);
}

async function ensureCustomer(db: DbOrTx, user: BillingUser): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customerId = await gateway.createCustomer({ userId: user.id, email: user.email, name: user.name });
  await db
    .update(users)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)));
  // A concurrent request may have stored its customer first: use whatever is stored now.
  return (await findBillingUser(db, user.id)).stripeCustomerId ?? customerId;
}
