import "server-only";
import { eq } from "drizzle-orm";
import { householdMembers, households } from "@/db/schema";
import type { Db, DbOrTx } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { percentSharesToBasisPoints, type Shares } from "@/lib/domain/household-split";
import { householdMessages, type HouseholdJson, type HouseholdUpdateInput } from "@/lib/schemas/households";
import { getHousehold } from "@/server/households/get-household";
import { lockHousehold, lockOwnership } from "@/server/households/lock-membership";

/** PATCH /household (owner only): the name and the default split; fixed shares name every member and sum to 100. */
export async function updateHousehold(db: Db, userId: string, input: HouseholdUpdateInput): Promise<HouseholdJson> {
  return db.transaction(async (tx) => {
    const { householdId } = await lockOwnership(tx, userId);
    await lockHousehold(tx, householdId);
    const split = input.split && {
      splitMode: input.split.mode,
      splitShares: input.split.shares ? await fixedShares(tx, householdId, input.split.shares) : null,
    };
    await tx
      .update(households)
      .set({ ...(input.name !== undefined && { name: input.name }), ...split, updatedAt: new Date() })
      .where(eq(households.id, householdId));
    return getHousehold(tx, userId);
  });
}

/** Percent by member → basis points by member: every current member named once, summing exactly to 100. */
async function fixedShares(tx: DbOrTx, householdId: string, shares: Record<string, number>): Promise<Shares> {
  const members = await tx
    .select({ userId: householdMembers.userId })
    .from(householdMembers)
    .where(eq(householdMembers.householdId, householdId));
  const named = Object.keys(shares);
  if (named.length !== members.length || !members.every((member) => member.userId in shares)) {
    throw new AppError("bad_request", householdMessages.sharesMembers);
  }
  const converted = percentSharesToBasisPoints(shares);
  if (!converted.ok) {
    throw new AppError("bad_request", converted.reason === "sum" ? householdMessages.sharesSum : householdMessages.sharesInvalid);
  }
  return converted.shares;
}
