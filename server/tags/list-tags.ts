import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { tags, transactionTags } from "@/db/schema";
import type { TagJson } from "@/lib/schemas/tags";

/** GET /tags: the user's tags in alphabetical order (case and accents ignored), with their use. */
export async function listTags(db: DbOrTx, userId: string, where?: SQL): Promise<TagJson[]> {
  return db
    .select({
      id: tags.id,
      name: tags.name,
      count: sql<number>`(select count(*)::int from ${transactionTags} tt where tt.tag_id = ${tags.id})`,
    })
    .from(tags)
    .where(and(eq(tags.userId, userId), where))
    .orderBy(asc(tags.key), asc(tags.id));
}
