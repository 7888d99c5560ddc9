import "server-only";
import { eq } from "drizzle-orm";
import { categories } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { categoryFits } from "@/lib/domain/category-types";
import { normalizeDescription } from "@/lib/import/mark-duplicates";
import { suggestReferences } from "@/server/transactions/suggest-references";

/**
 * The category a bank row takes: the person's rules, then their history (the same suggestion the
 * transaction form makes), asked once per description and type during a sync. A category that
 * does not fit the row's type is none: the row then waits for review without one. A sync asks
 * inside its page's transaction and passes it: a read on another connection would wait for that
 * transaction on the embedded database, which runs one at a time.
 */
export async function makeCategoriser(db: DbOrTx, userId: string) {
  const typeOf = new Map(
    (
      await db
        .select({ id: categories.id, type: categories.type })
        .from(categories)
        .where(eq(categories.userId, userId))
    ).map((c) => [c.id, c]),
  );
  const found = new Map<string, Promise<string | null>>();
  return (description: string, type: "receita" | "despesa", executor: DbOrTx = db): Promise<string | null> => {
    const key = `${type}|${normalizeDescription(description)}`;
    let answer = found.get(key);
    if (!answer) {
      answer = suggestReferences(executor, userId, description).then(({ categoryId }) => {
        const category = categoryId ? typeOf.get(categoryId) : undefined;
        return category && categoryFits(category, type) ? category.id : null;
      });
      found.set(key, answer);
    }
    return answer;
  };
}
