import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { preparedStatement } from "@/lib/server/prepared";
import { foldForSearch } from "@/lib/search";
import { transactionDescriptionStats as stats } from "@/db/schema";
import { NO_SUGGESTION, type SuggestionJson } from "@/lib/schemas/category-rules";
import { findMatchingRule } from "@/server/category-rules/find-matching-rule";

/** Descriptions at least this similar (pg_trgm, 0..1) count as the same purchase. */
export const SIMILARITY_MIN = 0.5;

/**
 * The category and payment method a new transaction most likely takes: a matching rule first;
 * else the pair used most often with the same description (case and accents ignored), or else with
 * the most similar one; ties go to the most recent use. History is read from the per-description
 * counts the database keeps (transaction_description_stats), a few rows per description.
 */
export async function suggestReferences(
  db: DbOrTx,
  userId: string,
  description: string,
): Promise<SuggestionJson> {
  const term = foldForSearch(description.trim());
  if (term === "") return NO_SUGGESTION;
  const rule = await findMatchingRule(db, userId, term);
  if (rule) return { ...rule, source: "rule" };
  const pair = await mostUsedPair(db, userId, term);
  return pair ? { ...pair, source: "history" } : NO_SUGGESTION;
}

/**
 * One statement: each of the user's distinct descriptions is scored once (the stats hold a row per
 * description and pair, so scoring rows would repeat the trigram work per pair), the same
 * description first, then the most similar one of at least SIMILARITY_MIN; of each, its most used
 * pair, read through the (user, description) key. Prepared once: `userId` and `term` are placeholders.
 */
const mostUsedPairQuery = preparedStatement("most_used_pair", (db, name) => {
  const userId = sql.placeholder("userId");
  const term = sql`${sql.placeholder("term")}::text`;
  return db
    .select({
      categoryId: sql<string | null>`pair."categoryId"`,
      paymentMethodId: sql<string | null>`pair."paymentMethodId"`,
    })
    .from(
      sql`(
    with scored as materialized (
      select d.fold, similarity(d.fold, ${term}) as score
      from (select distinct ${stats.descriptionFold} as fold from ${stats} where ${stats.userId} = ${userId}) d
    )
    select best.category_id as "categoryId", best.payment_method_id as "paymentMethodId"
    from scored
    cross join lateral (
      select ${stats.categoryId}, ${stats.paymentMethodId}, ${stats.uses}, ${stats.lastDate}, ${stats.lastCreatedAt}
      from ${stats}
      where ${stats.userId} = ${userId} and ${stats.descriptionFold} = scored.fold
      order by ${stats.uses} desc, ${stats.lastDate} desc, ${stats.lastCreatedAt} desc
      limit 1
    ) best
    where scored.fold = ${term} or scored.score >= ${SIMILARITY_MIN}
    order by scored.fold = ${term} desc, scored.score desc, best.uses desc, best.last_date desc, best.last_created_at desc
    limit 1) pair`,
    )
    .prepare(name);
});

async function mostUsedPair(db: DbOrTx, userId: string, term: string) {
  const [pair] = await mostUsedPairQuery(db).execute({ userId, term });
  return pair ?? null;
}
