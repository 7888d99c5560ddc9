import "server-only";
import { count, eq } from "drizzle-orm";
import { householdInvitations, householdMembers } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { HOUSEHOLD_MAX_ADULTS, householdMessages, type HouseholdJson } from "@/lib/schemas/households";
import { membershipOf } from "@/server/shared/household-access";
import { checkInvitation, throttleInvitationTries } from "@/server/households/check-invitation";
import { getHousehold } from "@/server/households/get-household";
import { lockHousehold } from "@/server/households/lock-membership";
import { resetFixedSplit } from "@/server/households/reset-fixed-split";

/**
 * POST /household/invitations/accept: the signed-in person joins with the invitation's level.
 * Any signed-in account may (the owner's subscription covers members); the code must have been
 * sent to its e-mail. Already in a household: 409.
 */
export async function acceptInvitation(
  db: Db,
  user: { id: string; email: string },
  code: string,
  client: { ip: string },
  now: Date = new Date(),
): Promise<HouseholdJson> {
  await throttleInvitationTries(user, client);
  const outcome = await db.transaction(async (tx) => {
    const check = await checkInvitation(tx, user, code, now);
    if (!check.ok) return check;
    const { invitation } = check;
    if (await membershipOf(tx, user.id)) throw new AppError("conflict", householdMessages.alreadyInHousehold);
    await lockHousehold(tx, invitation.householdId);
    const [members] = await tx
      .select({ n: count() })
      .from(householdMembers)
      .where(eq(householdMembers.householdId, invitation.householdId));
    if ((members?.n ?? 0) >= HOUSEHOLD_MAX_ADULTS) throw new AppError("conflict", householdMessages.full);
    await tx.insert(householdMembers).values({ householdId: invitation.householdId, userId: user.id, level: invitation.level, joinedAt: now });
    await tx
      .update(householdInvitations)
      .set({ acceptedAt: now, acceptedBy: user.id })
      .where(eq(householdInvitations.id, invitation.id));
    await resetFixedSplit(tx, invitation.householdId);
    return { ok: true as const, household: await getHousehold(tx, user.id) };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.household;
}
