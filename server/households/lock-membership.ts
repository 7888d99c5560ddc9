import "server-only";
import { eq } from "drizzle-orm";
import { householdMembers, households } from "@/db/schema";
import type { HouseholdLevel } from "@/lib/domain/enums";
import type { DbOrTx } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/errors";
import { householdMessages } from "@/lib/schemas/households";

export interface LockedMembership {
  householdId: string;
  ownerId: string;
  level: HouseholdLevel;
}

/**
 * `userId`'s membership, its row locked FOR UPDATE until the transaction ends: a leave, a removal, a
 * level change or a request of that member racing one of them sees it either before or after.
 * Locks are taken in one order: member rows (the actor's first), then the household's row.
 */
export async function lockMembership(tx: DbOrTx, userId: string): Promise<LockedMembership> {
  const [row] = await tx
    .select({ householdId: householdMembers.householdId, level: householdMembers.level, ownerId: households.ownerId })
    .from(householdMembers)
    .innerJoin(households, eq(households.id, householdMembers.householdId))
    .where(eq(householdMembers.userId, userId))
    .for("update", { of: householdMembers });
  if (!row) throw notFound(householdMessages.noHousehold);
  return row;
}

/** The household's row, locked after every member row the caller needs (counts, ownership). */
export async function lockHousehold(tx: DbOrTx, householdId: string): Promise<void> {
  await tx.select({ id: households.id }).from(households).where(eq(households.id, householdId)).for("update");
}

/** Like `lockMembership`, and a 403 unless `userId` owns the household. */
export async function lockOwnership(tx: DbOrTx, userId: string): Promise<LockedMembership> {
  const membership = await lockMembership(tx, userId);
  if (membership.level !== "owner") throw new AppError("forbidden", householdMessages.ownerOnly);
  return membership;
}

/** Another member's row in the owner's household, locked; 404 when they are not in it. */
export async function lockFellowMember(
  tx: DbOrTx,
  { householdId, userId }: { householdId: string; userId: string },
): Promise<{ level: HouseholdLevel }> {
  const [row] = await tx
    .select({ householdId: householdMembers.householdId, level: householdMembers.level })
    .from(householdMembers)
    .where(eq(householdMembers.userId, userId))
    .for("update");
  if (!row || row.householdId !== householdId) throw notFound(householdMessages.memberNotFound);
  return { level: row.level };
}
