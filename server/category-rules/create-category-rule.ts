import "server-only";
import type { Db } from "@/lib/server/db";
import { categoryRules } from "@/db/schema";
import type { CategoryRuleInput, CategoryRuleJson } from "@/lib/schemas/category-rules";
import { assertOwnedReferences } from "@/server/shared/assert-owned-references";
import { getCategoryRule } from "@/server/category-rules/get-category-rule";
import { withDuplicateCheck } from "@/server/category-rules/save-category-rule";

/** POST /category-rule: the category and payment method must be the user's own (404 otherwise). */
export async function createCategoryRule(db: Db, userId: string, input: CategoryRuleInput): Promise<CategoryRuleJson> {
  return withDuplicateCheck(() =>
    db.transaction(async (tx) => {
      await assertOwnedReferences(tx, userId, input);
      const [row] = await tx
        .insert(categoryRules)
        .values({ userId, ...input })
        .returning({ id: categoryRules.id });
      if (!row) throw new Error("insert returned no row");
      return getCategoryRule(tx, userId, row.id);
    }),
  );
}
