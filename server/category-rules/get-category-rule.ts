import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { categoryRules } from "@/db/schema";
import { categoryRuleMessages, type CategoryRuleJson } from "@/lib/schemas/category-rules";
import { listCategoryRules } from "@/server/category-rules/list-category-rules";

/** One of the user's rules; another user's is a 404. */
export async function getCategoryRule(db: DbOrTx, userId: string, id: string): Promise<CategoryRuleJson> {
  const [rule] = await listCategoryRules(db, userId, eq(categoryRules.id, id));
  if (!rule) throw notFound(categoryRuleMessages.notFound);
  return rule;
}
