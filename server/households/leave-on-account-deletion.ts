import "server-only";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { householdMembers } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { detachMember } from "@/server/households/detach-member";
import { closeHousehold } from "@/server/households/leave-household";
import { lockHousehold } from "@/server/households/lock-membership";
import { passOwnership } from "@/server/households/transfer-ownership";

/**
 * Before an account's rows go: its owner's household passes to the member who joined first
 * (a "Ver e lançar" one before a "Só ver" one), and the person then leaves it like anyone else;
 * alone, the household goes. Run inside the deletion's transaction, before the user row is deleted.
 */
export async function leaveHouseholdOnAccountDeletion(tx: DbOrTx, userId: string): Promise<void> {
  const [membership] = await tx
    .select({ householdId: householdMembers.householdId, level: householdMembers.level })
    .from(householdMembers)
    .where(eq(householdMembers.userId, userId))
    .for("update");
  if (!membership) return;
  const { householdId } = membership;
  if (membership.level !== "owner") {
    const heir = await currentOwner(tx, householdId);
    await detachMember(tx, { householdId, userId, heirId: heir });
    return;
  }
  const [successor] = await tx
    .select({ userId: householdMembers.userId })
    .from(householdMembers)
    .where(and(eq(householdMembers.householdId, householdId), ne(householdMembers.userId, userId)))
    .orderBy(sql`${householdMembers.level} = 'full' desc`, asc(householdMembers.joinedAt), asc(householdMembers.userId))
    .limit(1)
    .for("update");
  if (!successor) {
    await lockHousehold(tx, householdId);
    await closeHousehold(tx, { householdId, userId });
    return;
  }
  await passOwnership(tx, { householdId, from: userId, to: successor.userId });
  await detachMember(tx, { householdId, userId, heirId: successor.userId });
}

async function currentOwner(tx: DbOrTx, householdId: string): Promise<string> {
  const [owner] = await tx
    .select({ userId: householdMembers.userId })
    .from(householdMembers)
    .where(and(eq(householdMembers.householdId, householdId), eq(householdMembers.level, "owner")));
  if (!owner) throw new Error("household without owner");
  return owner.userId;
}
