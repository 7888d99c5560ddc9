import "server-only";
import { AppError, messages } from "@/lib/errors";
import { billingEnabled } from "@/lib/env";
import type { SessionUser } from "@/server/auth/resolve-session";

type AccessUser = Pick<
  SessionUser,
  "vipAccess" | "subscriptionStatus" | "stripeSubscriptionId" | "confirmedAt"
> &
  Partial<Pick<SessionUser, "householdCover">>;

/** Whether these access facts (a person's, or their household owner's) open the paid parts. */
function grantsAccess(facts: Pick<SessionUser, "vipAccess" | "subscriptionStatus">): boolean {
  if (facts.vipAccess) return true;
  if (!billingEnabled) return true; // self-hosted: billing is off, every confirmed user has access
  return facts.subscriptionStatus === "active";
}

/**
 * True when the user may use the paid parts of Bolso: by their own subscription, or by the one of
 * the owner of their household, which covers every member (docs/decisions/household-membership.md, Billing).
 */
export function hasFullAccess(user: AccessUser): boolean {
  return grantsAccess(user) || (user.householdCover != null && grantsAccess(user.householdCover));
}

/**
 * The API's subscription guard. A user who never subscribed gets the spec's 400 (the client turns
 * it into a redirect to /subscription); any other non-active status is a 403.
 */
export function assertSubscriptionAccess(user: AccessUser): void {
  if (hasFullAccess(user)) return;
  if (!user.stripeSubscriptionId) throw new AppError("no_subscription", messages.noSubscription);
  throw new AppError("subscription_required", messages.subscriptionRequired);
}
