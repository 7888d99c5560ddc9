import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { categories, householdMembers, paymentMethods } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { detachTags } from "@/server/households/detach-tags";
import { resetFixedSplit } from "@/server/households/reset-fixed-split";

/** Every place a person's own record names a category, by table and column (each table has user_id). */
const CATEGORY_REFERENCES = [
  ["transactions", "category_id"],
  ["recurring_payments", "category_id"],
  ["budgets", "category_id"],
  ["category_rules", "category_id"],
  ["payees", "default_category_id"],
  ["bank_category_mappings", "category_id"],
] as const;

/**
 * What leaving (or being removed from) a household does, inside the transaction that locked the
 * member's row (docs/decisions/household-membership.md, "Leaving"):
 * - household items the leaver created pass to `heirId` (the owner), except those tied to an
 *   account of the leaver's (an objective's caixinha, a bill paid from it): those become theirs alone;
 * - the leaver's own records that use a household category get a private copy of it;
 * - household tags pass like items; the leaver's rows and rules carrying one get their own tag of
 *   that name (`detachTags`);
 * - their payment methods go back to private; their membership row goes.
 * Their other records stay theirs; what they typed in another member's account stays that account's.
 */
export async function detachMember(
  tx: DbOrTx,
  { householdId, userId, heirId }: { householdId: string; userId: string; heirId: string },
): Promise<void> {
  await handOverHouseholdItems(tx, { householdId, userId, heirId });
  await copyHouseholdCategoriesInUse(tx, { householdId, userId });
  await detachTags(tx, { householdId, userId, heirId });
  await tx.update(paymentMethods).set({ sharing: "private" }).where(eq(paymentMethods.userId, userId));
  await tx.delete(householdMembers).where(eq(householdMembers.userId, userId));
  await resetFixedSplit(tx, householdId);
}

async function handOverHouseholdItems(
  tx: DbOrTx,
  { householdId, userId, heirId }: { householdId: string; userId: string; heirId: string },
): Promise<void> {
  const ownAccounts = sql`(select id from payment_methods where user_id = ${userId})`;
  await tx.execute(sql`update objectives set household_id = null
    where household_id = ${householdId} and user_id = ${userId} and account_id in ${ownAccounts}`);
  await tx.execute(sql`update recurring_payments set household_id = null
    where household_id = ${householdId} and user_id = ${userId} and payment_method_id in ${ownAccounts}`);
  for (const table of ["objectives", "recurring_payments"]) {
    await tx.execute(sql`update ${sql.identifier(table)} set user_id = ${heirId}
      where household_id = ${householdId} and user_id = ${userId}`);
  }
  // A budget of the heir's already on that category and month stays; the leaver's copy goes.
  await tx.execute(sql`delete from budgets mine where mine.household_id = ${householdId} and mine.user_id = ${userId}
    and exists (select 1 from budgets theirs where theirs.user_id = ${heirId} and theirs.id <> mine.id
      and theirs.category_id = mine.category_id and theirs.start_month = mine.start_month)`);
  await tx.execute(sql`update budgets set user_id = ${heirId} where household_id = ${householdId} and user_id = ${userId}`);
  // Category names are unique per person: one the heir already has privately is told apart.
  await tx.execute(sql`update categories household set user_id = ${heirId},
      name = case when exists (select 1 from categories theirs where theirs.user_id = ${heirId} and theirs.id <> household.id
        and lower(theirs.name) = lower(household.name)) then left(household.name, 53) || ' (casa)' else household.name end
    where household.household_id = ${householdId} and household.user_id = ${userId}`);
}

/**
 * The leaver's own records on another member's household category move to a private copy of it
 * (same name, or "<name> (casa)" beside a private one of that name).
 */
async function copyHouseholdCategoriesInUse(tx: DbOrTx, { householdId, userId }: { householdId: string; userId: string }): Promise<void> {
  const inUse = sql.join(
    CATEGORY_REFERENCES.map(([table, column]) => sql`select ${sql.identifier(column)} from ${sql.identifier(table)} where user_id = ${userId}`),
    sql` union `,
  );
  const used = await tx
    .select()
    .from(categories)
    .where(and(eq(categories.householdId, householdId), ne(categories.userId, userId), inArray(categories.id, sql`(${inUse})`)));
  for (const category of used) {
    const [clash] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.userId, userId), sql`lower(${categories.name}) = lower(${category.name})`));
    const [copy] = await tx
      .insert(categories)
      .values({
        userId,
        name: clash ? `${category.name.slice(0, 53)} (casa)` : category.name,
        description: category.description,
        color: category.color,
        type: category.type,
        deductibleKind: category.deductibleKind,
        deductibleCode: category.deductibleCode,
      })
      .returning({ id: categories.id });
    if (!copy) throw new Error("category copy not created");
    for (const [table, column] of CATEGORY_REFERENCES) {
      await tx.execute(sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${copy.id}
        where user_id = ${userId} and ${sql.identifier(column)} = ${category.id}`);
    }
  }
}
