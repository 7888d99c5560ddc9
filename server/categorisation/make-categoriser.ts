import "server-only";
import { eq } from "drizzle-orm";
import { categories } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import type { CategorySource, TransactionTypeName } from "@/lib/domain/enums";
import type { BankRowFacts } from "@/lib/domain/bank-transaction-mapping";
import { categoryFits } from "@/lib/domain/category-types";
import { normalizeDescription } from "@/lib/import/mark-duplicates";
import { suggestReferences } from "@/server/transactions/suggest-references";

/** What the categoriser knows of a row: its text and direction, its payee, what the bank said. */
export interface CategoriseInput {
  description: string;
  type: TransactionTypeName;
  payeeId: string | null;
  /** Bank rows only: Pluggy's category, the MCC, the merchant. */
  facts: BankRowFacts | null;
}

/** The category a row takes and why; `{ categoryId: null, source: null }` when nothing answers. */
export interface CategoryDecision {
  categoryId: string | null;
  source: CategorySource | null;
}

export const NO_CATEGORY: CategoryDecision = { categoryId: null, source: null };

export type Categoriser = (input: CategoriseInput, executor?: DbOrTx) => Promise<CategoryDecision>;

/**
 * The category a bank or imported row takes: the person's rules, then their history, asked once
 * per description and type during a sync. A category that does not fit the row's type is none:
 * the row then waits for review without one. A sync asks inside its page's transaction and passes
 * it: a read on another connection would wait for that transaction on the embedded database,
 * which runs one at a time.
 */
export async function makeCategoriser(db: DbOrTx, userId: string): Promise<Categoriser> {
  const typeOf = new Map(
    (
      await db
        .select({ id: categories.id, type: categories.type })
        .from(categories)
        .where(eq(categories.userId, userId))
    ).map((c) => [c.id, c]),
  );
  const found = new Map<string, Promise<CategoryDecision>>();
  return (input, executor = db) => {
    const key = `${input.type}|${normalizeDescription(input.description)}`;
    let answer = found.get(key);
    if (!answer) {
      answer = suggestReferences(executor, userId, input.description).then(({ categoryId }) => {
        const category = categoryId ? typeOf.get(categoryId) : undefined;
        return category && categoryFits(category, input.type)
          ? { categoryId: category.id, source: "history" as const }
          : NO_CATEGORY;
      });
      found.set(key, answer);
    }
    return answer;
  };
}
