import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { categoryRuleTags } from "@/db/schema";
import { matchingRuleSql } from "@/server/category-rules/find-matching-rule";

/** The tag ids the user's rule matching this description adds (none when no rule matches). */
export async function findRuleTagIds(tx: DbOrTx, userId: string, description: string): Promise<string[]> {
  const result = await tx.execute<{ tag_id: string }>(sql`
    select crt.tag_id from ${categoryRuleTags} crt
    where crt.user_id = ${userId}
      and crt.rule_id = (select id from (${matchingRuleSql(sql`${userId}::uuid`, sql`search_fold(${description.trim()})`)}) rule)`);
  return result.rows.map((row) => row.tag_id);
}
