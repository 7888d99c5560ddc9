import "server-only";
import { and, eq, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { foldForSearch } from "@/lib/search";
import { transactions } from "@/db/schema";
import { NO_SUGGESTION, type SuggestionJson } from "@/lib/schemas/category-rules";
import { findMatchingRule } from "@/server/category-rules/find-matching-rule";

/** Descriptions at least this similar (pg_trgm, 0..1) count as the same purchase. */
export const SIMILARITY_MIN = 0.5;

const folded = sql`search_fold(${transactions.description})`;

/**
 * The category and payment method a new transaction most likely takes: a matching rule first;
 * else the pair used most often with the same description (case and accents ignored), or else with
 * the most similar one; ties go to the most recent use.
 */
export async function suggestReferences(db: DbOrTx, userId: string, description: string): Promise<SuggestionJson> {
  const term = foldForSearch(description.trim());
  if (term === "") return NO_SUGGESTION;
  const rule = await findMatchingRule(db, userId, term);
  if (rule) return { ...rule, source: "rule" };
  const exact = await mostUsedPair(db, userId, sql`${folded} = ${term}`);
  const pair =
    exact ??
    (await mostUsedPair(
      db,
      userId,
      // `%` (threshold 0.3) lets the trigram index narrow the rows; the exact bound follows.
      sql`${folded} % ${term} and similarity(${folded}, ${term}) >= ${SIMILARITY_MIN}`,
      sql`max(similarity(${folded}, ${term})) desc,`,
    ));
  return pair ? { ...pair, source: "history" } : NO_SUGGESTION;
}

async function mostUsedPair(db: DbOrTx, userId: string, match: SQL, firstOrder: SQL = sql``) {
  const [row] = await db
    .select({ categoryId: transactions.categoryId, paymentMethodId: transactions.paymentMethodId })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        or(isNotNull(transactions.categoryId), isNotNull(transactions.paymentMethodId)),
        match,
      ),
    )
    .groupBy(folded, transactions.categoryId, transactions.paymentMethodId)
    .orderBy(
      sql`${firstOrder} count(*) desc, max(${transactions.transactionDate}) desc, max(${transactions.createdAt}) desc`,
    )
    .limit(1);
  return row ?? null;
}
