import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { transactionDescriptionStats as stats, transactions } from "@/db/schema";

/** Descriptions at least this similar (pg_trgm, 0..1) count as the same purchase. */
export const SIMILARITY_MIN = 0.5;

/**
 * The history's common table expressions, for the form's suggestion (server/transactions/suggest-references.ts)
 * and the categoriser (server/categorisation/make-categoriser.ts):
 * - `scored`: each of the user's distinct descriptions scored once (the stats hold a row per
 *   description and pair, so scoring rows would repeat the trigram work per pair), computed only
 *   when `runWhen` holds;
 * - `history_category`: of the same description, else the most similar one of at least
 *   SIMILARITY_MIN that has one, the category the person filed it under most. Only the person's
 *   own categories vote: an uncategorised row is no vote, nor is a bank or MCC suggestion not yet
 *   confirmed (categorySource "bank" or "mcc"). Counted on the transactions of the description,
 *   through their (user, search_fold(description)) index;
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
    candidates as (
      select fold, score from scored where ${near}
    ),
    history_category as (
      select best.category_id
      from candidates scored
      cross join lateral (
        select ${transactions.categoryId} as category_id, count(*) as uses,
          max(${transactions.transactionDate}) as last_date, max(${transactions.createdAt}) as last_created_at
        from ${transactions}
        where ${transactions.userId} = ${userId} and search_fold(${transactions.description}) = scored.fold
          and ${transactions.categoryId} is not null
          and (${transactions.categorySource} is null or ${transactions.categorySource} not in ('bank', 'mcc'))
        group by ${transactions.categoryId}
        order by 2 desc, 3 desc, 4 desc
        limit 1
      ) best
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

