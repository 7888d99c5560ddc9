import "server-only";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { householdInvitations, householdMembers, households, users } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { basisPointSharesToPercent } from "@/lib/domain/household-split";
import { householdMessages, type HouseholdJson } from "@/lib/schemas/households";

/** GET /household: `userId`'s household, its members, split and (for the owner) pending invitations. */
export async function getHousehold(db: DbOrTx, userId: string): Promise<HouseholdJson> {
  const [me] = await db
    .select({
      householdId: householdMembers.householdId,
      level: householdMembers.level,
      monthlyIncome: householdMembers.monthlyIncome,
      notifyHouseholdBills: householdMembers.notifyHouseholdBills,
    })
    .from(householdMembers)
    .where(eq(householdMembers.userId, userId));
  if (!me) throw notFound(householdMessages.noHousehold);
  const [household] = await db.select().from(households).where(eq(households.id, me.householdId));
  if (!household) throw notFound(householdMessages.noHousehold);
  const members = await db
    .select({
      userId: householdMembers.userId,
      name: users.name,
      email: users.email,
      level: householdMembers.level,
      joinedAt: householdMembers.joinedAt,
    })
    .from(householdMembers)
    .innerJoin(users, eq(users.id, householdMembers.userId))
    .where(eq(householdMembers.householdId, household.id))
    .orderBy(asc(householdMembers.joinedAt), asc(householdMembers.userId));
  const invitations =
    me.level === "owner"
      ? await db
          .select({
            id: householdInvitations.id,
            email: householdInvitations.email,
            level: householdInvitations.level,
            expiresAt: householdInvitations.expiresAt,
          })
          .from(householdInvitations)
          .where(pendingInvitationsOf(household.id))
          .orderBy(asc(householdInvitations.createdAt), asc(householdInvitations.id))
      : [];
  const shares = household.splitMode === "fixed" && household.splitShares ? household.splitShares : null;
  return {
    id: household.id,
    name: household.name,
    ownerId: household.ownerId,
    members: members.map((member) => ({ ...member, joinedAt: member.joinedAt.toISOString() })),
    split: {
      mode: household.splitMode,
      shares: shares && basisPointSharesToPercent(shares),
    },
    invitations: invitations.map((invitation) => ({ ...invitation, expiresAt: invitation.expiresAt.toISOString() })),
    me: {
      level: me.level,
      monthlyIncomeCents: me.monthlyIncome,
      notifyHouseholdBills: me.notifyHouseholdBills,
    },
  };
}

/** A household's invitations still waiting: not accepted and not expired. */
export function pendingInvitationsOf(householdId: string, now: Date = new Date()) {
  return and(
    eq(householdInvitations.householdId, householdId),
    isNull(householdInvitations.acceptedAt),
    gt(householdInvitations.expiresAt, now),
  );
}
