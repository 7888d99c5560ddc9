import "server-only";
import type { Db } from "@/lib/server/db";
import { categoryRules } from "@/db/schema";
import type { CategoryRuleInput, CategoryRuleJson } from "@/lib/schemas/category-rules";
import { assertOwnedReferences } from "@/server/shared/assert-owned-references";
import { getCategoryRule } from "@/server/category-rules/get-category-rule";
import { withDuplicateCheck } from "@/server/category-rules/save-category-rule";
import { setRuleTags } from "@/server/category-rules/set-rule-tags";

/** POST /category-rule: the category and payment method must be the user's own (404 otherwise). */
export async function createCategoryRule(db: Db, userId: string, input: CategoryRuleInput): Promise<CategoryRuleJson> {
  return withDuplicateCheck(() =>
    db.transaction(async (tx) => {
      const { tags, ...fields } = input;
      await assertOwnedReferences(tx, userId, fields);
      const [row] = await tx
        .insert(categoryRules)
        .values({ userId, ...fields })
        .returning({ id: categoryRules.id });
      if (!row) throw new Error("insert returned no row");
      if (tags) await setRuleTags(tx, userId, row.id, tags);
      return getCategoryRule(tx, userId, row.id);
    }),
  );
}
