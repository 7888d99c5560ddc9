import "server-only";
import { count, eq } from "drizzle-orm";
import { householdMembers, households } from "@/db/schema";
import type { Db, DbOrTx } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { householdMessages } from "@/lib/schemas/households";
import { detachMember } from "@/server/households/detach-member";
import { lockHousehold, lockMembership } from "@/server/households/lock-membership";

/**
 * POST /household/leave: a member leaves (as `detachMember` says). The owner leaves only alone, and
 * then the household goes with them; with others still in it, ownership must be passed first (409).
 */
export async function leaveHousehold(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const membership = await lockMembership(tx, userId);
    if (membership.level !== "owner") {
      await detachMember(tx, { householdId: membership.householdId, userId, heirId: membership.ownerId });
      return;
    }
    await lockHousehold(tx, membership.householdId);
    if ((await memberCount(tx, membership.householdId)) > 1) throw new AppError("conflict", householdMessages.ownerMustTransfer);
    await closeHousehold(tx, { householdId: membership.householdId, userId });
  });
}

export async function memberCount(tx: DbOrTx, householdId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(householdMembers).where(eq(householdMembers.householdId, householdId));
  return row?.n ?? 0;
}

/**
 * The last member leaves: their payment methods go back to private and the household goes (its
 * items stay theirs, no longer "da casa": the foreign keys set household_id to null).
 */
export async function closeHousehold(tx: DbOrTx, { householdId, userId }: { householdId: string; userId: string }): Promise<void> {
  await detachMember(tx, { householdId, userId, heirId: userId });
  await tx.delete(households).where(eq(households.id, householdId));
}
