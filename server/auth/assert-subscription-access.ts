import "server-only";
import { AppError, messages } from "@/lib/errors";
import { billingEnabled } from "@/lib/env";
import type { SessionUser } from "@/server/auth/resolve-session";

type AccessUser = Pick<
  SessionUser,
  "vipAccess" | "subscriptionStatus" | "stripeSubscriptionId" | "confirmedAt"
>;

/** True when the user may use the paid parts of Bolso. */
export function hasFullAccess(user: AccessUser): boolean {
  if (user.vipAccess) return true;
  if (!billingEnabled) return true; // self-hosted: billing is off, every confirmed user has access
  return user.subscriptionStatus === "active";
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
