import "server-only";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
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
export async function suggestReferences(db: DbOrTx, userId: string, description: string): Promise<SuggestionJson> {
  const term = foldForSearch(description.trim());
  if (term === "") return NO_SUGGESTION;
  const rule = await findMatchingRule(db, userId, term);
  if (rule) return { ...rule, source: "rule" };
  const similarity = sql`similarity(${stats.descriptionFold}, ${term})`;
  const pair =
    (await mostUsedPair(db, userId, eq(stats.descriptionFold, term))) ??
    // `%` (threshold 0.3) lets the trigram index narrow the rows; the exact bound follows.
    (await mostUsedPair(db, userId, sql`${stats.descriptionFold} % ${term} and ${similarity} >= ${SIMILARITY_MIN}`, [
      desc(similarity),
    ]));
  return pair ? { ...pair, source: "history" } : NO_SUGGESTION;
}

async function mostUsedPair(db: DbOrTx, userId: string, match: SQL, first: SQL[] = []) {
  const [row] = await db
    .select({ categoryId: stats.categoryId, paymentMethodId: stats.paymentMethodId })
    .from(stats)
    .where(and(eq(stats.userId, userId), match))
    .orderBy(...first, desc(stats.uses), desc(stats.lastDate), desc(stats.lastCreatedAt))
    .limit(1);
  return row ?? null;
}
