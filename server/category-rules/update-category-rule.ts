import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { categoryRules } from "@/db/schema";
import {
  categoryRuleMessages,
  type CategoryRuleJson,
  type CategoryRulePatch,
} from "@/lib/schemas/category-rules";
import { assertOwnedReferences } from "@/server/shared/assert-owned-references";
import { getCategoryRule } from "@/server/category-rules/get-category-rule";
import { withDuplicateCheck } from "@/server/category-rules/save-category-rule";
import { setRuleTags } from "@/server/category-rules/set-rule-tags";

/** PATCH /category-rule/{id}: changes the fields sent; an absent payment method or tag list stays as it was. */
export async function updateCategoryRule(
  db: Db,
  userId: string,
  id: string,
  patch: CategoryRulePatch,
): Promise<CategoryRuleJson> {
  return withDuplicateCheck(() =>
    db.transaction(async (tx) => {
      await assertOwnedReferences(tx, userId, patch);
      const values = {
        ...(patch.contains !== undefined ? { contains: patch.contains } : {}),
        ...(patch.categoryId !== undefined ? { categoryId: patch.categoryId } : {}),
        ...(patch.paymentMethodId !== undefined ? { paymentMethodId: patch.paymentMethodId } : {}),
        updatedAt: new Date(),
      };
      const [row] = await tx
        .update(categoryRules)
        .set(values)
        .where(and(eq(categoryRules.id, id), eq(categoryRules.userId, userId)))
        .returning({ id: categoryRules.id });
      if (!row) throw notFound(categoryRuleMessages.notFound);
      if (patch.tags !== undefined) await setRuleTags(tx, userId, row.id, patch.tags);
      return getCategoryRule(tx, userId, row.id);
    }),
  );
}
