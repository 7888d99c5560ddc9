import "server-only";
import { eq } from "drizzle-orm";
import { households, users } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import type { InvitationPreviewJson } from "@/lib/schemas/households";
import { hasFullAccess } from "@/server/auth/assert-subscription-access";
import type { SessionUser } from "@/server/auth/resolve-session";
import { checkInvitation, throttleInvitationTries } from "@/server/households/check-invitation";

/**
 * GET /household/invitation?code=: what the accept screen shows (the household, who owns it, the
 * level, until when, and whether the owner's subscription covers the person), under the same
 * checks and limits as accepting; nothing is consumed.
 */
export async function previewInvitation(
  db: Db,
  user: Pick<SessionUser, "id" | "email" | "subscriptionStatus" | "stripeSubscriptionId">,
  code: string,
  client: { ip: string },
  now: Date = new Date(),
): Promise<InvitationPreviewJson> {
  await throttleInvitationTries(user, client);
  const outcome = await db.transaction(async (tx) => {
    const check = await checkInvitation(tx, user, code, now);
    if (!check.ok) return check;
    const [household] = await tx
      .select({
        name: households.name,
        ownerName: users.name,
        vipAccess: users.vipAccess,
        subscriptionStatus: users.subscriptionStatus,
        stripeSubscriptionId: users.stripeSubscriptionId,
        confirmedAt: users.confirmedAt,
      })
      .from(households)
      .innerJoin(users, eq(users.id, households.ownerId))
      .where(eq(households.id, check.invitation.householdId));
    return { ok: true as const, invitation: check.invitation, household };
  });
  if (!outcome.ok) throw outcome.error;
  const { invitation, household } = outcome;
  if (!household) throw new Error("invitation without household");
  return {
    householdName: household.name,
    ownerName: household.ownerName,
    level: invitation.level,
    expiresAt: invitation.expiresAt.toISOString(),
    coversSubscription: hasFullAccess(household),
    ownSubscriptionActive: user.subscriptionStatus === "active" && user.stripeSubscriptionId !== null,
  };
}
