import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { normalizeDescription } from "@/lib/import/mark-duplicates";
import { suggestReferences } from "@/server/transactions/suggest-references";

/** Descriptions looked up at once; a statement repeats the same few shops, so few queries run. */
const CONCURRENCY = 4;

/**
 * The category each description would get as a new transaction (the same rules and history the
 * transaction form uses), looked up once per distinct description.
 */
export async function suggestImportCategories(
  db: DbOrTx,
  userId: string,
  descriptions: string[],
): Promise<Map<string, string | null>> {
  const distinct = [...new Map(descriptions.map((d) => [normalizeDescription(d), d])).entries()];
  const found = new Map<string, string | null>();
  for (let i = 0; i < distinct.length; i += CONCURRENCY) {
    const batch = distinct.slice(i, i + CONCURRENCY);
    const answers = await Promise.all(batch.map(([, description]) => suggestReferences(db, userId, description)));
    batch.forEach(([key], index) => found.set(key, answers[index]?.categoryId ?? null));
  }
  return found;
}
