import "server-only";
import type { Db } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { householdMessages } from "@/lib/schemas/households";
import { detachMember } from "@/server/households/detach-member";
import { lockFellowMember, lockOwnership } from "@/server/households/lock-membership";

/** DELETE /household/members/{userId} (owner only): the member leaves the household, as `detachMember` says. */
export async function removeMember(db: Db, userId: string, memberId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { householdId } = await lockOwnership(tx, userId);
    if (memberId === userId) throw new AppError("conflict", householdMessages.removeSelf);
    await lockFellowMember(tx, { householdId, userId: memberId });
    await detachMember(tx, { householdId, userId: memberId, heirId: userId });
  });
}
