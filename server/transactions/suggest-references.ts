import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { preparedStatement } from "@/lib/server/prepared";
import { foldForSearch } from "@/lib/search";
import { transactionDescriptionStats as stats } from "@/db/schema";
import { NO_SUGGESTION, type SuggestionJson } from "@/lib/schemas/category-rules";
import { matchingRuleSql } from "@/server/category-rules/find-matching-rule";

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
  const [found] = await suggestionQuery(db).execute({ userId, term });
  return found ?? NO_SUGGESTION;
}

/**
 * One statement, prepared once (`userId` and `term` are placeholders): the matching rule, else the
 * history's pair. The history part runs only when no rule matched (its one-time filter).
 *
 * History: each of the user's distinct descriptions is scored once (the stats hold a row per
 * description and pair, so scoring rows would repeat the trigram work per pair), the same
 * description first, then the most similar one of at least SIMILARITY_MIN; of each, its most used
 * pair, read through the (user, description) key.
 */
const suggestionQuery = preparedStatement("suggest_references", (db, name) => {
  const userId = sql`${sql.placeholder("userId")}::uuid`;
  const term = sql`${sql.placeholder("term")}::text`;
  return db
    .select({
      categoryId: sql<string | null>`s.category_id`,
      paymentMethodId: sql<string | null>`s.payment_method_id`,
      source: sql<"rule" | "history">`s.source`,
    })
    .from(
      sql`(
    with rule as materialized (${matchingRuleSql(userId, term)}),
    scored as materialized (
      select d.fold, similarity(d.fold, ${term}) as score
      from (select distinct ${stats.descriptionFold} as fold from ${stats} where ${stats.userId} = ${userId}) d
      where not exists (select 1 from rule)
    ),
    history as (
      select best.category_id, best.payment_method_id
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
      limit 1
    )
    select 'rule' as source, category_id, payment_method_id from rule
    union all
    select 'history' as source, category_id, payment_method_id from history
    limit 1) s`,
    )
    .prepare(name);
});
