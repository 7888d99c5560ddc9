import "server-only";
import { sql } from "drizzle-orm";
import type { Placeholder, SQL } from "drizzle-orm";
import { tags, transactions, transactionTags } from "@/db/schema";
import { visibleHouseholdItemSql } from "@/server/shared/household-access";

/**
 * The row carries a tag named `name` (case and accents ignored: the tag's key is its folded name)
 * that `userId` sees: their own or their household's. Another member's private tag never matches.
 */
function hasTag(userId: string, name: string): SQL {
  return sql`${transactions.id} in (
    select tt.transaction_id from ${transactionTags} tt
    where tt.tag_id in (select ${tags.id} from ${tags} where ${tags.key} = search_fold(${name}) and ${visibleHouseholdItemSql(userId, tags)})
  )`;
}

/** `hasTag` when a tag is asked for ("" or undefined for any). */
export const tagCondition = (userId: string, name: string | undefined): SQL | undefined =>
  name ? hasTag(userId, name) : undefined;

/**
 * The row's tag names `userId` sees (their own and their household's; another member's private
 * tag on a shared row stays unnamed) as JSON array text, alphabetical ('[]' for none).
 */
export const tagNamesJson = (userId: string | Placeholder): SQL<string> => sql<string>`coalesce((
    select json_agg(${tags.name} order by ${tags.key}, ${tags.id})::text from ${transactionTags} tt
    join ${tags} on ${tags.id} = tt.tag_id
    where tt.transaction_id = ${transactions.id} and tt.user_id = ${transactions.userId}
      and ${visibleHouseholdItemSql(userId, tags)}
  ), '[]')`;
