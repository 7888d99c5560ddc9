import "server-only";
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { tags, transactions, transactionTags } from "@/db/schema";

/**
 * The row carries the tag named `name` (case and accents ignored: the tag's key is its folded
 * name). Only the user's own tag can match: the key is looked up with the row's user.
 */
function hasTag(name: string): SQL {
  return sql`${transactions.id} in (
    select tt.transaction_id from ${transactionTags} tt
    where tt.tag_id = (select ${tags.id} from ${tags} where ${tags.userId} = ${transactions.userId} and ${tags.key} = search_fold(${name}))
  )`;
}

/** `hasTag` when a tag is asked for ("" or undefined for any). */
export const tagCondition = (name: string | undefined): SQL | undefined => (name ? hasTag(name) : undefined);

/** The row's tag names as JSON array text, alphabetical ('[]' for none). */
export const tagNamesJson = sql<string>`coalesce((
    select json_agg(tg.name order by tg.key, tg.id)::text from ${transactionTags} tt
    join ${tags} tg on tg.id = tt.tag_id
    where tt.transaction_id = ${transactions.id} and tt.user_id = ${transactions.userId}
  ), '[]')`;
