import "server-only";
import { householdMembers, households } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { householdMessages, type HouseholdCreateInput, type HouseholdJson } from "@/lib/schemas/households";
import { isUniqueViolation } from "@/server/labels/is-unique-violation";
import { getHousehold } from "@/server/households/get-household";

/** POST /household: a new household owned by `userId` (409 when they already belong to one). */
export async function createHousehold(db: Db, userId: string, input: HouseholdCreateInput): Promise<HouseholdJson> {
  try {
    return await db.transaction(async (tx) => {
      const [household] = await tx.insert(households).values({ name: input.name, ownerId: userId }).returning({ id: households.id });
      if (!household) throw new Error("household not created");
      await tx.insert(householdMembers).values({ householdId: household.id, userId, level: "owner" });
      return getHousehold(tx, userId);
    });
  } catch (error) {
    if (isUniqueViolation(error, "household_members_user_key")) throw new AppError("conflict", householdMessages.alreadyInHousehold);
    throw error;
  }
}
