import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/errors";
import { retryOnceOnConflict } from "@/lib/server/retry-conflict";
import { categoryRuleTags, tags, transactionTags } from "@/db/schema";
import { tagMessages } from "@/lib/schemas/tags";
import type { TagJson } from "@/lib/schemas/tags";
import { isUniqueViolation } from "@/server/labels/is-unique-violation";
import { getTag } from "@/server/tags/get-tag";

const TAG_KEY_INDEX = "tags_user_key_key";

/**
 * PATCH /tags/{id}: renames the tag. A name that is another tag of the user's (case and accents
 * ignored) merges the two: that tag takes the new spelling and every transaction and rule of this
 * one, a transaction carrying both ends with one, and this tag is gone. Answers the tag that stays.
 * A person's renames run one at a time (an advisory lock), so two renames into one name at once
 * end as they would one after the other (the second merges) and two tags renamed into each other
 * do not deadlock. A tag the name's key meets only at the update (a transaction's write created it
 * meanwhile) is read again once, which merges; if it still collides: 409.
 */
export async function renameTag(db: Db, userId: string, id: string, { name }: { name: string }): Promise<TagJson> {
  const attempt = () => retryOnceOnConflict(() => db.transaction((tx) => renameInTransaction(tx, userId, id, name)));
  try {
    return await attempt();
  } catch (error) {
    if (!isUniqueViolation(error, TAG_KEY_INDEX)) throw error;
  }
  try {
    return await attempt();
  } catch (error) {
    if (isUniqueViolation(error, TAG_KEY_INDEX)) throw new AppError("conflict", tagMessages.nameTaken);
    throw error;
  }
}

async function renameInTransaction(tx: DbOrTx, userId: string, id: string, name: string): Promise<TagJson> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tag-rename'), hashtext(${userId}))`);
  const [current] = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.id, id), eq(tags.userId, userId)))
    .for("update");
  if (!current) throw notFound(tagMessages.notFound);
  const [other] = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.userId, userId), ne(tags.id, id), eq(tags.key, sql`search_fold(${name})`)))
    .for("update");
  const kept = other ? await mergeInto(tx, userId, id, other.id) : id;
  await tx.update(tags).set({ name }).where(and(eq(tags.id, kept), eq(tags.userId, userId)));
  return getTag(tx, userId, kept);
}

/** Moves every use of tag `from` to tag `to` (a row holding both keeps one) and deletes `from`. */
async function mergeInto(tx: DbOrTx, userId: string, from: string, to: string): Promise<string> {
  await tx.execute(sql`
    insert into ${transactionTags} (transaction_id, tag_id, user_id)
    select transaction_id, ${to}, user_id from ${transactionTags} where tag_id = ${from} and user_id = ${userId}
    on conflict do nothing`);
  await tx.execute(sql`
    insert into ${categoryRuleTags} (rule_id, tag_id, user_id)
    select rule_id, ${to}, user_id from ${categoryRuleTags} where tag_id = ${from} and user_id = ${userId}
    on conflict do nothing`);
  await tx.delete(tags).where(and(eq(tags.id, from), eq(tags.userId, userId)));
  return to;
}
