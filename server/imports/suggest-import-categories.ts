import "server-only";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { categoryRules, transactions } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { normalizeDescription } from "@/lib/import/mark-duplicates";
import { suggestReferences } from "@/server/transactions/suggest-references";

/** Descriptions looked up at once. */
const CONCURRENCY = 4;
/**
 * How long a preview may spend on suggestions. A statement of thousands of distinct descriptions
 * would otherwise keep the person waiting many seconds; rows past the budget start without a
 * category, which the preview lets them pick.
 */
const BUDGET_MS = 2_000;

/** True when a suggestion can exist at all: the user has a rule, or a transaction with a category. */
async function hasAnythingToSuggestFrom(db: DbOrTx, userId: string): Promise<boolean> {
  const rule = db.select({ one: sql`1` }).from(categoryRules).where(eq(categoryRules.userId, userId)).limit(1);
  const used = db
    .select({ one: sql`1` })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), isNotNull(transactions.categoryId)))
    .limit(1);
  const [row] = await db.execute<{ found: boolean }>(sql`select (exists(${rule}) or exists(${used})) as found`).then((r) => r.rows);
  return Boolean(row?.found);
}

/**
 * The category each description would get as a new transaction (the same rules and history the
 * transaction form uses), looked up once per distinct description, in file order.
 */
export async function suggestImportCategories(
  db: DbOrTx,
  userId: string,
  descriptions: string[],
  budgetMs: number = BUDGET_MS,
): Promise<Map<string, string | null>> {
  const found = new Map<string, string | null>();
  // Someone new (the usual importer) has no rules and no history: nothing to look up.
  if (!(await hasAnythingToSuggestFrom(db, userId))) return found;
  const distinct = [...new Map(descriptions.map((d) => [normalizeDescription(d), d])).entries()];
  const deadline = Date.now() + budgetMs;
  for (let i = 0; i < distinct.length && Date.now() < deadline; i += CONCURRENCY) {
    const batch = distinct.slice(i, i + CONCURRENCY);
    const answers = await Promise.all(batch.map(([, description]) => suggestReferences(db, userId, description)));
    batch.forEach(([key], index) => found.set(key, answers[index]?.categoryId ?? null));
  }
  return found;
}
