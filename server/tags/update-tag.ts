import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/errors";
import { retryOnceOnConflict } from "@/lib/server/retry-conflict";
import { categoryRuleTags, tags, transactionTags } from "@/db/schema";
import { tagMessages } from "@/lib/schemas/tags";
import type { TagJson } from "@/lib/schemas/tags";
import { isUniqueViolation } from "@/server/labels/is-unique-violation";
import { accessHouseholdItem } from "@/server/shared/household-access";
import { assertMayMakePersonal, householdIdFor } from "@/server/shared/household-items";
import { getTag } from "@/server/tags/get-tag";

const TAG_KEY_INDEXES = ["tags_user_key_key", "tags_household_key_key"];
const isKeyClash = (error: unknown) => TAG_KEY_INDEXES.some((index) => isUniqueViolation(error, index));

type TagPatch = { name?: string | undefined; household?: boolean | undefined };

/**
 * PATCH /tags/{id}: renames the tag and/or shares it with the household (`household: true`) or,
 * by its owner only, takes it back (`false`; a 409 while other members' rows or rules carry it).
 * A household tag may be changed by any member but a "Só ver" one (403); another person's private
 * tag is a 404. Renaming a private tag into the name of another tag of its owner's (case and
 * accents ignored) merges the two: that tag takes the new spelling and every transaction and rule
 * of this one, a transaction carrying both ends with one, and this tag is gone. A household tag
 * never merges: a name its owner or the household already has is a 409. Answers the tag that stays.
 * An owner's tags change one at a time (an advisory lock), so two renames into one name at once
 * end as they would one after the other (the second merges) and two tags renamed into each other
 * do not deadlock. A tag the name's key meets only at the update (a transaction's write created it
 * meanwhile) is read again once, which merges; if it still collides: 409.
 */
export async function updateTag(db: Db, userId: string, id: string, patch: TagPatch): Promise<TagJson> {
  const attempt = () => retryOnceOnConflict(() => db.transaction((tx) => updateInTransaction(tx, userId, id, patch)));
  try {
    return await attempt();
  } catch (error) {
    if (!isKeyClash(error)) throw error;
  }
  try {
    return await attempt();
  } catch (error) {
    if (isKeyClash(error)) throw new AppError("conflict", tagMessages.nameTaken);
    throw error;
  }
}

async function updateInTransaction(tx: DbOrTx, userId: string, id: string, { name, household }: TagPatch): Promise<TagJson> {
  const item = await accessHouseholdItem(tx, { userId, id, mode: "write", table: tags, notFoundMessage: tagMessages.notFound });
  const ownerId = item.ownerId;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tag-rename'), hashtext(${ownerId}))`);
  const [current] = await tx
    .select({ householdId: tags.householdId })
    .from(tags)
    .where(eq(tags.id, id))
    .for("update");
  if (!current) throw notFound(tagMessages.notFound);
  assertMayMakePersonal(household, item.own);
  const householdId = await householdIdFor(tx, userId, household);
  if (householdId === null && current.householdId !== null && (await usedByOthers(tx, ownerId, id))) {
    throw new AppError("conflict", tagMessages.inUseByHousehold);
  }
  const staysPrivate = (householdId === undefined ? current.householdId : householdId) === null;
  const [other] =
    name !== undefined && staysPrivate
      ? await tx
          .select({ id: tags.id })
          .from(tags)
          .where(and(eq(tags.userId, ownerId), ne(tags.id, id), eq(tags.key, sql`search_fold(${name})`)))
          .for("update")
      : [];
  if (other) {
    await mergeInto(tx, ownerId, id, other.id);
    await tx.update(tags).set({ name }).where(eq(tags.id, other.id));
    return getTag(tx, userId, other.id);
  }
  await tx.update(tags).set({ name, householdId }).where(eq(tags.id, id));
  return getTag(tx, userId, id);
}

/** Whether anyone but the tag's owner has a row or a rule carrying it. */
async function usedByOthers(tx: DbOrTx, ownerId: string, id: string): Promise<boolean> {
  const result = await tx.execute<{ used: boolean }>(sql`select
    exists (select 1 from ${transactionTags} where tag_id = ${id} and user_id <> ${ownerId})
    or exists (select 1 from ${categoryRuleTags} where tag_id = ${id} and user_id <> ${ownerId}) as used`);
  return result.rows[0]?.used === true;
}

/** Moves every use of the owner's tag `from` to their tag `to` (a row holding both keeps one) and deletes `from`. */
async function mergeInto(tx: DbOrTx, ownerId: string, from: string, to: string): Promise<void> {
  await tx.execute(sql`
    insert into ${transactionTags} (transaction_id, tag_id, user_id)
    select transaction_id, ${to}, user_id from ${transactionTags} where tag_id = ${from} and user_id = ${ownerId}
    on conflict do nothing`);
  await tx.execute(sql`
    insert into ${categoryRuleTags} (rule_id, tag_id, user_id)
    select rule_id, ${to}, user_id from ${categoryRuleTags} where tag_id = ${from} and user_id = ${ownerId}
    on conflict do nothing`);
  await tx.delete(tags).where(and(eq(tags.id, from), eq(tags.userId, ownerId)));
}
