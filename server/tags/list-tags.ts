import "server-only";
import { and, asc, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { tags, transactions, transactionTags } from "@/db/schema";
import type { TagJson } from "@/lib/schemas/tags";
import {
  householdItemAccessSql,
  visibleHouseholdItemSql,
  visibleTransactionSql,
} from "@/server/shared/household-access";

/**
 * GET /tags: the user's own tags and their household's, in alphabetical order (case and accents
 * ignored), each with how many of the rows the user sees carry it.
 */
// Nested, so its columns keep their table's name in a select from one table.
const carries = sql`${transactions.id} = tt.transaction_id and tt.tag_id = ${tags.id}`;

export async function listTags(db: DbOrTx, userId: string, where?: SQL): Promise<TagJson[]> {
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
    .where(and(visibleHouseholdItemSql(userId, tags), where))
    .orderBy(asc(tags.key), asc(tags.id));
}
