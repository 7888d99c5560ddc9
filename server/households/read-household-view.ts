import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { householdView, type HouseholdView } from "@/lib/domain/household-view";
import { membershipOf } from "@/server/shared/household-access";
import { getHousehold } from "@/server/households/get-household";

/** The person's household as the item screens need it (read as Casa reads it), or null outside one. */
export async function readHouseholdView(db: DbOrTx, userId: string): Promise<HouseholdView | null> {
  return (await membershipOf(db, userId)) ? householdView(await getHousehold(db, userId), userId) : null;
}
