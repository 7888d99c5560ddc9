import "server-only";
import { and, eq, type AnyColumn, type GetColumnData } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/errors";
import { accessHouseholdItem, householdAccessMessages, membershipOf } from "@/server/shared/household-access";
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

type LockedRow<Columns extends Record<string, PgColumn>> = { [Key in keyof Columns]: GetColumnData<Columns[Key]> };

/**
 * The household step of changing an item (a category, an objective, a bill): the person may change
 * it (accessHouseholdItem: 404, or 403 for "Só ver"); its row is locked for the rest of the
 * transaction and read (`columns`; 404 if it is gone); then `household` is checked
 * (assertMayMakePersonal) and turned into the `household_id` it gives (householdIdFor, undefined
 * when unchanged).
 */
export async function lockHouseholdItemChange<Columns extends Record<string, PgColumn>>(
  tx: DbOrTx,
  {
    userId,
    id,
    table,
    columns,
    household,
    notFoundMessage,
  }: {
    userId: string;
    id: string;
    table: PgTable & { id: AnyColumn; userId: AnyColumn; householdId: AnyColumn };
    columns: Columns;
    household: boolean | undefined;
    notFoundMessage: string;
  },
): Promise<{
  item: Awaited<ReturnType<typeof accessHouseholdItem>>;
  current: LockedRow<Columns>;
  householdId: string | null | undefined;
}> {
  const item = await accessHouseholdItem(tx, { userId, id, mode: "write", table, notFoundMessage });
  // The table is generic here, so drizzle cannot type the row: it is `columns`' own.
  const rows: unknown = await tx.select(columns).from(table).where(eq(table.id, id)).for("update");
  const [current] = rows as LockedRow<Columns>[];
  if (!current) throw notFound(notFoundMessage);
  assertMayMakePersonal(household, item.own);
  const householdId = await householdIdFor(tx, userId, household);
  return { item, current, householdId };
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
