import "server-only";
import { eq } from "drizzle-orm";
import { householdMembers, households } from "@/db/schema";
import type { Db, DbOrTx } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { householdMessages, type HouseholdJson } from "@/lib/schemas/households";
import { getHousehold } from "@/server/households/get-household";
import { lockFellowMember, lockHousehold, lockOwnership } from "@/server/households/lock-membership";

/** POST /household/transfer-ownership (owner only): `newOwnerId`, a member, owns it; the old owner becomes "full". */
export async function transferOwnership(db: Db, userId: string, newOwnerId: string): Promise<HouseholdJson> {
  return db.transaction(async (tx) => {
    const { householdId } = await lockOwnership(tx, userId);
    if (newOwnerId === userId) throw new AppError("conflict", householdMessages.transferToSelf);
    await lockFellowMember(tx, { householdId, userId: newOwnerId });
    await passOwnership(tx, { householdId, from: userId, to: newOwnerId });
    return getHousehold(tx, userId);
  });
}

/** Moves the household to `to` (member rows already locked): the owner's level first, then the household row. */
export async function passOwnership(tx: DbOrTx, { householdId, from, to }: { householdId: string; from: string; to: string }): Promise<void> {
  // One owner per household (a partial unique index): the old one steps down before the new one steps up.
  await tx.update(householdMembers).set({ level: "full" }).where(eq(householdMembers.userId, from));
  await tx.update(householdMembers).set({ level: "owner" }).where(eq(householdMembers.userId, to));
  await lockHousehold(tx, householdId);
  await tx.update(households).set({ ownerId: to, updatedAt: new Date() }).where(eq(households.id, householdId));
}
