import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { preparedStatement } from "@/lib/server/prepared";
import { foldForSearch } from "@/lib/search";
import { NO_SUGGESTION, type SuggestionJson } from "@/lib/schemas/category-rules";
import { matchingRuleSql } from "@/server/category-rules/find-matching-rule";
import { historyCtes } from "@/server/shared/description-history";
import { cachedValueForListVersion } from "@/server/shared/versioned-cache";

/**
 * The category and payment method a new transaction most likely takes: a matching rule first;
 * else, from the history of the same description (case and accents ignored) or else of the most
 * similar one, the category used most often and the payment method of the pair used most often;
 * ties go to the most recent use. Only the person's categories vote for the category: 34
 * uncategorised "iFood" rows and 2 filed under Restaurantes suggest Restaurantes, and a bank's
 * suggestion not yet confirmed is no vote (server/shared/description-history.ts).
 */
export async function suggestReferences(
  db: DbOrTx,
  userId: string,
  description: string,
): Promise<SuggestionJson> {
  return suggestionOf(db, userId, foldForSearch(description.trim()));
}

async function suggestionOf(db: DbOrTx, userId: string, term: string): Promise<SuggestionJson> {
  if (term === "") return NO_SUGGESTION;
  const [found] = await suggestionQuery(db).execute({ userId, term });
  return found ?? NO_SUGGESTION;
}

/**
 * `suggestReferences` for GET /transaction/suggest, kept per folded description in the
 * version-keyed cache: everything it reads (the person's rules, transactions and the description
 * stats their triggers keep) moves the list version, so a cached answer is never stale. The first
 * read of a description still counts its history (20-45 ms for ~50,000 rows on a 1M-row account);
 * the form asks again for the same words as the person types and submits. Not for a caller inside
 * a transaction that writes: its version may never commit.
 */
export async function suggestReferencesForRead(
  db: DbOrTx,
  userId: string,
  description: string,
): Promise<SuggestionJson> {
  const term = foldForSearch(description.trim());
  if (term === "") return NO_SUGGESTION;
  return cachedValueForListVersion(db, userId, `suggest:${term}`, () => suggestionOf(db, userId, term));
}

/**
 * One statement, prepared once (`userId` and `term` are placeholders): the matching rule, else the
 * history's category and payment method. The history part runs only when no rule matched (its
 * one-time filter).
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
    ${historyCtes(userId, term, sql`not exists (select 1 from rule)`)},
    history as (
      select (select category_id from history_category) as category_id, payment_method_id
      from history_pair
    )
    select 'rule' as source, category_id, payment_method_id from rule
    union all
    select 'history' as source, category_id, payment_method_id from history
    limit 1) s`,
    )
    .prepare(name);
});
