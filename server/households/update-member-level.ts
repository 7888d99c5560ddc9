import "server-only";
import { eq } from "drizzle-orm";
import { householdMembers } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import type { InvitationLevel } from "@/lib/domain/enums";
import { householdMessages, type HouseholdJson } from "@/lib/schemas/households";
import { getHousehold } from "@/server/households/get-household";
import { lockFellowMember, lockOwnership } from "@/server/households/lock-membership";

/** PATCH /household/members/{userId} (owner only): a member becomes "Ver e lançar" or "Só ver". */
export async function updateMemberLevel(
  db: Db,
  userId: string,
  { memberId, level }: { memberId: string; level: InvitationLevel },
): Promise<HouseholdJson> {
  return db.transaction(async (tx) => {
    const { householdId } = await lockOwnership(tx, userId);
    if (memberId === userId) throw new AppError("conflict", householdMessages.ownerLevel);
    await lockFellowMember(tx, { householdId, userId: memberId });
    await tx.update(householdMembers).set({ level }).where(eq(householdMembers.userId, memberId));
    return getHousehold(tx, userId);
  });
}
