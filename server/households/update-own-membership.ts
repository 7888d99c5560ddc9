import "server-only";
import { eq } from "drizzle-orm";
import { householdMembers } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import type { HouseholdJson, MemberSelfInput } from "@/lib/schemas/households";
import { getHousehold } from "@/server/households/get-household";
import { lockMembership } from "@/server/households/lock-membership";

/**
 * PATCH /household/members/me: the member's own declared monthly income (the "income" split reads
 * it; null takes it back) and whether the household's bills due reach their pushes and e-mails.
 */
export async function updateOwnMembership(db: Db, userId: string, input: MemberSelfInput): Promise<HouseholdJson> {
  return db.transaction(async (tx) => {
    await lockMembership(tx, userId);
    const income = input.monthlyIncomeCents;
    await tx
      .update(householdMembers)
      .set({
        ...(income !== undefined && { monthlyIncome: income }),
        ...(input.notifyHouseholdBills !== undefined && { notifyHouseholdBills: input.notifyHouseholdBills }),
      })
      .where(eq(householdMembers.userId, userId));
    return getHousehold(tx, userId);
  });
}
