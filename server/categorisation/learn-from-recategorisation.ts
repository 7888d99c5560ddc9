import "server-only";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { bankCategoryMappings, openFinanceTransactions } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { isLearnablePluggyCategory } from "@/lib/domain/pluggy-categories";

/**
 * The person filed these rows under `categoryId`: each Pluggy category the bank rows among them
 * came with now lands there for this person (bank_category_mappings, the categoriser's step 3),
 * replacing what was learned before. Rows that are not the bank's, or came without a category, or
 * with one too broad to learn from (a Pix, a transfer between own accounts, "other"), teach
 * nothing; so does taking a category away. Runs in the caller's transaction, after the caller
 * checked that the category is the person's.
 */
export async function learnFromRecategorisation(
  tx: DbOrTx,
  userId: string,
  transactionIds: readonly string[],
  categoryId: string | null,
): Promise<void> {
  if (!categoryId || transactionIds.length === 0) return;
  const rows = await tx
    .selectDistinct({ pluggyCategoryId: openFinanceTransactions.pluggyCategoryId })
    .from(openFinanceTransactions)
    .where(
      and(
        eq(openFinanceTransactions.userId, userId),
        inArray(openFinanceTransactions.transactionId, [...transactionIds]),
        isNotNull(openFinanceTransactions.pluggyCategoryId),
      ),
    );
  const learned = rows
    .map((row) => row.pluggyCategoryId!)
    .filter(isLearnablePluggyCategory)
    .map((pluggyCategoryId) => ({ userId, pluggyCategoryId, categoryId }));
  if (learned.length === 0) return;
  await tx
    .insert(bankCategoryMappings)
    .values(learned)
    .onConflictDoUpdate({
      target: [bankCategoryMappings.userId, bankCategoryMappings.pluggyCategoryId],
      set: { categoryId, updatedAt: sql`now()` },
    });
}
