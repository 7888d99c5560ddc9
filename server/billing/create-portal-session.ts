import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { AppError, messages } from "@/lib/errors";
import { findBillingUser } from "@/server/billing/find-billing-user";
import * as gateway from "@/server/billing/stripe-gateway";

/** A Stripe customer-portal session (update card, invoices, cancel) that returns to /subscription. */
export async function createPortalSession(db: DbOrTx, userId: string): Promise<{ url: string }> {
  gateway.assertBillingEnabled();
  const user = await findBillingUser(db, userId);
  if (!user.stripeCustomerId) throw new AppError("no_subscription", messages.noSubscription);
  return { url: await gateway.createPortalSession(user.stripeCustomerId) };
}
