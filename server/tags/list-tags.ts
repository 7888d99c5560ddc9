import "server-only";
import { asc, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { tags, transactions, transactionTags } from "@/db/schema";
import type { TagJson } from "@/lib/schemas/tags";
import {
  householdItemAccessSql,
  visibleHouseholdItemSql,
  visibleTransactionSql,
} from "@/server/shared/household-access";
import { cachedValueForListVersion } from "@/server/shared/versioned-cache";

// Nested, so its columns keep their table's name in a select from one table.
const carries = sql`${transactions.id} = tt.transaction_id and tt.tag_id = ${tags.id}`;

/**
 * GET /tags: the user's own tags and their household's, in alphabetical order (case and accents
 * ignored), each with how many of the rows the user sees carry it.
 */
export function listTags(db: DbOrTx, userId: string): Promise<TagJson[]> {
  return cachedValueForListVersion(db, userId, "tags", () => readTags(db, userId));
}

/**
 * The tags read now. Each count grows with the rows carrying the tag, so the list is kept by the
 * list version: tags, their links to rows, the rows and the household's membership move it
 * (migrations 0021, 0033, 0038 and 0040).
 */
function readTags(db: DbOrTx, userId: string): Promise<TagJson[]> {
  return db
    .select({
      id: tags.id,
      name: tags.name,
      count: sql<number>`(select count(*)::int from ${transactionTags} tt join ${transactions} on ${carries} and ${visibleTransactionSql(userId)})`,
      household: sql<boolean>`${tags.householdId} is not null`,
      ownerId: tags.userId,
      access: householdItemAccessSql(userId, tags),
    })
    .from(tags)
    .where(visibleHouseholdItemSql(userId, tags))
    .orderBy(asc(tags.key), asc(tags.id));
}
