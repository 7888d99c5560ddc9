import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { transactionDescriptionStats as stats } from "@/db/schema";

/** Descriptions at least this similar (pg_trgm, 0..1) count as the same purchase. */
export const SIMILARITY_MIN = 0.5;

/**
 * The history's common table expressions, for the form's suggestion (server/transactions/suggest-references.ts)
 * and the categoriser (server/categorisation/make-categoriser.ts):
 * - `scored`: each of the user's distinct descriptions scored once (the stats hold a row per
 *   description and pair, so scoring rows would repeat the trigram work per pair), computed only
 *   when `runWhen` holds;
 * - `history_category`: of the same description, else the most similar one of at least
 *   SIMILARITY_MIN that has a categorised use, its most used category (uses summed over payment
 *   methods);
 * - `history_pair`: of the same or most similar description, its most used pair, categorised or not
 *   (the payment method the form suggests).
 */
export function historyCtes(userId: SQL, term: SQL, runWhen: SQL): SQL {
  const near = sql`(scored.fold = ${term} or scored.score >= ${SIMILARITY_MIN})`;
  return sql`scored as materialized (
      select d.fold, similarity(d.fold, ${term}) as score
      from (select distinct ${stats.descriptionFold} as fold from ${stats} where ${stats.userId} = ${userId}) d
      where ${runWhen}
    ),
    history_category as (
      select best.category_id
      from scored
      cross join lateral (
        select ${stats.categoryId} as category_id, sum(${stats.uses}) as uses,
          max(${stats.lastDate}) as last_date, max(${stats.lastCreatedAt}) as last_created_at
        from ${stats}
        where ${stats.userId} = ${userId} and ${stats.descriptionFold} = scored.fold and ${stats.categoryId} is not null
        group by ${stats.categoryId}
        order by 2 desc, 3 desc, 4 desc
        limit 1
      ) best
      where ${near}
      order by scored.fold = ${term} desc, scored.score desc, best.uses desc, best.last_date desc, best.last_created_at desc
      limit 1
    ),
    history_pair as (
      select best.payment_method_id
      from scored
      cross join lateral (
        select ${stats.paymentMethodId}, ${stats.uses}, ${stats.lastDate}, ${stats.lastCreatedAt}
        from ${stats}
        where ${stats.userId} = ${userId} and ${stats.descriptionFold} = scored.fold
        order by ${stats.uses} desc, ${stats.lastDate} desc, ${stats.lastCreatedAt} desc
        limit 1
      ) best
      where ${near}
      order by scored.fold = ${term} desc, scored.score desc, best.uses desc, best.last_date desc, best.last_created_at desc
      limit 1
    )`;
}

