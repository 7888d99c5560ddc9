import "server-only";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { categoryRules, payees, transactions } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import type { TransactionTypeName } from "@/lib/domain/enums";
import { normalizeDescription } from "@/lib/import/mark-duplicates";
import { makeCategoriser, type CategoryDecision } from "@/server/categorisation/make-categoriser";

/** Descriptions looked up at once. */
const CONCURRENCY = 4;
/**
 * How long a preview may spend on suggestions. A statement of thousands of distinct descriptions
 * would otherwise keep the person waiting many seconds; rows past the budget start without a
 * category, which the preview lets them pick.
 */
const BUDGET_MS = 2_000;

/** A row of the statement as the categoriser reads it. */
export interface ImportedText {
  description: string;
  type: TransactionTypeName;
}

/**
 * True when a suggestion can exist at all: the user has a rule, a payee with a default category, or
 * a transaction with a category.
 */
async function hasAnythingToSuggestFrom(db: DbOrTx, userId: string): Promise<boolean> {
  const rule = db.select({ one: sql`1` }).from(categoryRules).where(eq(categoryRules.userId, userId)).limit(1);
  const payee = db
    .select({ one: sql`1` })
    .from(payees)
    .where(and(eq(payees.userId, userId), isNotNull(payees.defaultCategoryId)))
    .limit(1);
  const used = db
    .select({ one: sql`1` })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), isNotNull(transactions.categoryId)))
    .limit(1);
  const [row] = await db
    .execute<{ found: boolean }>(sql`select (exists(${rule}) or exists(${payee}) or exists(${used})) as found`)
    .then((r) => r.rows);
  return Boolean(row?.found);
}

/**
 * The category each description would get, from the same categoriser and in the same order as a
 * bank row (server/categorisation/make-categoriser.ts; a statement brings no bank category nor
 * MCC, so its rules, payees and history answer), looked up once per distinct description (with the
 * type of its first row), in file order: each with its category and source, or null.
 */
export async function suggestImportCategories(
  db: DbOrTx,
  userId: string,
  rows: readonly ImportedText[],
  budgetMs: number = BUDGET_MS,
): Promise<Map<string, CategoryDecision | null>> {
  const found = new Map<string, CategoryDecision | null>();
  // Someone new (the usual importer) has no rules and no history: nothing to look up.
  if (!(await hasAnythingToSuggestFrom(db, userId))) return found;
  const categorise = await makeCategoriser(db, userId);
  const distinct = new Map<string, ImportedText>();
  for (const row of rows) {
    const key = normalizeDescription(row.description);
    if (!distinct.has(key)) distinct.set(key, row);
  }
  const asked = [...distinct.entries()];
  const deadline = Date.now() + budgetMs;
  for (let i = 0; i < asked.length && Date.now() < deadline; i += CONCURRENCY) {
    const batch = asked.slice(i, i + CONCURRENCY);
    const answers = await Promise.all(
      batch.map(([, row]) => categorise({ description: row.description, type: row.type, payeeId: null, facts: null })),
    );
    batch.forEach(([key], index) => {
      const answer = answers[index];
      found.set(key, answer?.categoryId ? answer : null);
    });
  }
  return found;
}
