import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { householdAccessMessages, membershipOf } from "@/server/shared/household-access";
import { householdItemMessages } from "@/lib/schemas/household-item";
import { categories } from "@/db/schema";

/**
 * The household items' side of the access module (server/shared/household-access.ts, which
 * decides what a person sees and may change): which household an item they write goes to, and
 * what a household item may point to.
 */

/**
 * The `household_id` an item created or changed with `household` gets: the actor's household for
 * true (400 outside one, 403 for a "Só ver" member), null for false, undefined (unchanged) when absent.
 */
export async function householdIdFor(
  db: DbOrTx,
  userId: string,
  household: boolean | undefined,
): Promise<string | null | undefined> {
  if (household === undefined) return undefined;
  if (!household) return null;
  const membership = await membershipOf(db, userId);
  if (!membership) throw new AppError("bad_request", householdItemMessages.noHousehold);
  if (membership.level === "read") throw new AppError("forbidden", householdAccessMessages.readOnlyMember);
  return membership.householdId;
}

/** Turning an item back into the owner's alone (`household: false`) is its owner's call only: 403 for anyone else. */
export function assertMayMakePersonal(household: boolean | undefined, own: boolean): void {
  if (household === false && !own) throw new AppError("forbidden", householdItemMessages.ownerOnlyPersonal);
}

/** A household item's category (a budget's, a bill's) must be one of that household's: 400 otherwise. */
export async function assertHouseholdCategory(
  db: DbOrTx,
  { categoryId, householdId }: { categoryId: string | null | undefined; householdId: string | null },
): Promise<void> {
  if (!categoryId || !householdId) return;
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.householdId, householdId)));
  if (!category) throw new AppError("bad_request", householdItemMessages.needsHouseholdCategory);
}
