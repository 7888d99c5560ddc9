import "server-only";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { householdInvitations, householdMembers, households, users } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import {
  HOUSEHOLD_MAX_ADULTS,
  INVITATION_TTL_DAYS,
  householdMessages,
  type HouseholdInvitationJson,
  type InvitationCreateInput,
} from "@/lib/schemas/households";
import { pendingInvitationsOf } from "@/server/households/get-household";
import { newInvitationCode } from "@/server/households/invitation-code";
import { lockHousehold, lockOwnership } from "@/server/households/lock-membership";
import { sendInvitationMail } from "@/server/households/send-invitation-mail";

/**
 * POST /household/invitations (owner only): invites an e-mail at a level, with a code and a link
 * valid for 7 days. A new invitation to the same e-mail replaces the one waiting; members and
 * pending invitations together stay within 5 adults. Whether the e-mail has an account is never told.
 */
export async function inviteMember(
  db: Db,
  userId: string,
  input: InvitationCreateInput,
  now: Date = new Date(),
): Promise<HouseholdInvitationJson> {
  const invitation = await db.transaction(async (tx) => {
    const { householdId } = await lockOwnership(tx, userId);
    await lockHousehold(tx, householdId);
    const [member] = await tx
      .select({ userId: householdMembers.userId })
      .from(householdMembers)
      .innerJoin(users, eq(users.id, householdMembers.userId))
      .where(and(eq(householdMembers.householdId, householdId), eq(sql`lower(${users.email})`, input.email)));
    if (member) throw new AppError("conflict", householdMessages.alreadyMember);
    // The invitation waiting for this e-mail (expired or not) gives way to the new one.
    await tx
      .delete(householdInvitations)
      .where(
        and(
          eq(householdInvitations.householdId, householdId),
          eq(householdInvitations.email, input.email),
          isNull(householdInvitations.acceptedAt),
        ),
      );
    const [members] = await tx.select({ n: count() }).from(householdMembers).where(eq(householdMembers.householdId, householdId));
    const [pending] = await tx.select({ n: count() }).from(householdInvitations).where(pendingInvitationsOf(householdId, now));
    if ((members?.n ?? 0) + (pending?.n ?? 0) >= HOUSEHOLD_MAX_ADULTS) throw new AppError("conflict", householdMessages.full);
    const { code, codeHash } = await newInvitationCode(tx);
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
    const [row] = await tx
      .insert(householdInvitations)
      .values({ householdId, email: input.email, level: input.level, codeHash, invitedBy: userId, expiresAt, createdAt: now })
      .returning({ id: householdInvitations.id });
    const [names] = await tx
      .select({ householdName: households.name, ownerName: users.name })
      .from(households)
      .innerJoin(users, eq(users.id, households.ownerId))
      .where(eq(households.id, householdId));
    if (!row || !names) throw new Error("invitation not created");
    return { id: row.id, code, expiresAt, ...names };
  });
  try {
    await sendInvitationMail({ email: input.email, level: input.level, ...invitation });
  } catch (error) {
    // An invitation nobody received cannot be accepted: it goes, and the owner may try again.
    await db.delete(householdInvitations).where(eq(householdInvitations.id, invitation.id));
    throw error;
  }
  return { id: invitation.id, email: input.email, level: input.level, expiresAt: invitation.expiresAt.toISOString() };
}
