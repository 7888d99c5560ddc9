import "server-only";
import { eq } from "drizzle-orm";
import { users } from "@/db/schema";
import type { SubscriptionStatus } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import * as z from "@/lib/schemas/zod";
import { mapStripeStatus } from "@/server/billing/map-stripe-status";
import type { StripeSubscription } from "@/server/billing/stripe-gateway";

/** Stripe statuses after which a subscription never comes back. */
const ENDED = new Set(["canceled", "incomplete_expired"]);

const uuid = z.uuid();

export interface SyncedUser {
  id: string;
  name: string;
  email: string;
  subscriptionStatus: SubscriptionStatus;
  subscriptionPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Set while Stripe reports the subscription in its free trial. */
  trialEndsAt?: Date | null;
}

/** The end of the period already invoiced; API 2026-10 keeps it on the items, not the subscription. */
export function subscriptionPeriodEnd(subscription: StripeSubscription): Date | null {
  const ends = subscription.items.data.map((item) => item.current_period_end).filter(Number.isFinite);
  return ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null;
}

export function subscriptionCustomerId(subscription: StripeSubscription): string {
  return typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
}

/** True once the subscription is over for good (it cannot be resumed, only replaced). */
export function hasEnded(subscription: StripeSubscription): boolean {
  return ENDED.has(subscription.status);
}

/** True when the subscription is set to end: by the flag, or by a date the portal may set. */
export function isCancellationScheduled(subscription: StripeSubscription): boolean {
  return subscription.cancel_at_period_end || subscription.cancel_at !== null;
}

/**
 * Writes Stripe's current state of a subscription onto its user (status, ids, period end, scheduled
 * cancellation, trial history). Callers pass a freshly retrieved subscription, so the order and
 * repetition of webhooks do not matter. Returns the user as written, or null when no user matches.
 */
export async function syncSubscription(
  db: DbOrTx,
  subscription: StripeSubscription,
  hint: { userId?: string | null } = {},
): Promise<SyncedUser | null> {
  const customerId = subscriptionCustomerId(subscription);
  const user = await findUser(db, [hint.userId, subscription.metadata?.userId], customerId);
  if (!user) return null;

  const isCurrent = !user.stripeSubscriptionId || user.stripeSubscriptionId === subscription.id;
  // A late event about an old, finished subscription must not undo the one the user has now.
  if (!isCurrent && hasEnded(subscription)) return user;

  const trialStart = subscription.trial_start ? new Date(subscription.trial_start * 1000) : null;
  const [row] = await db
    .update(users)
    .set({
      subscriptionStatus: mapStripeStatus(subscription.status),
      stripeSubscriptionId: subscription.id,
      stripeCustomerId: user.stripeCustomerId ?? customerId,
      subscriptionPeriodEnd: subscriptionPeriodEnd(subscription),
      cancelAtPeriodEnd: isCancellationScheduled(subscription),
      trialUsedAt: user.trialUsedAt ?? trialStart,
      // Only while Stripe says the subscription is in its trial; a paid period clears it.
      trialEndsAt:
        subscription.status === "trialing" && subscription.trial_end
          ? new Date(subscription.trial_end * 1000)
          : null,
    })
    .where(eq(users.id, user.id))
    .returning(syncedColumns);
  return row ?? null;
}

const syncedColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionPeriodEnd: users.subscriptionPeriodEnd,
  cancelAtPeriodEnd: users.cancelAtPeriodEnd,
  trialEndsAt: users.trialEndsAt,
};

/** By our own user id (metadata / client_reference_id) first, then by the Stripe customer. */
async function findUser(db: DbOrTx, userIds: Array<string | null | undefined>, customerId: string) {
  const columns = {
    ...syncedColumns,
    stripeCustomerId: users.stripeCustomerId,
    stripeSubscriptionId: users.stripeSubscriptionId,
    trialUsedAt: users.trialUsedAt,
  };
  for (const candidate of userIds) {
    if (!uuid.safeParse(candidate).success) continue;
    // Row lock: concurrent webhooks for one user are applied one after the other.
    const [user] = await db
      .select(columns)
      .from(users)
      .where(eq(users.id, candidate as string))
      .for("update");
    if (user) return user;
  }
  const [user] = await db
    .select(columns)
    .from(users)
    .where(eq(users.stripeCustomerId, customerId))
    .for("update");
  return user ?? null;
}
