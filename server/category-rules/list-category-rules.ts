import "server-only";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { categories, categoryRules, categoryRuleTags, paymentMethods, tags } from "@/db/schema";
import type { CategoryRuleJson } from "@/lib/schemas/category-rules";

/** The user's rules in alphabetical order of their term; `where` narrows to one rule. */
export async function listCategoryRules(db: DbOrTx, userId: string, where?: SQL): Promise<CategoryRuleJson[]> {
  const rows = await db
    .select({
      _id: categoryRules.id,
      contains: categoryRules.contains,
      categoryId: categoryRules.categoryId,
      categoryName: categories.name,
      categoryColor: categories.color,
      paymentMethodId: categoryRules.paymentMethodId,
      paymentMethodName: paymentMethods.name,
      tags: sql<string[]>`coalesce((
        select json_agg(tg.name order by tg.key, tg.id) from ${categoryRuleTags} crt
        join ${tags} tg on tg.id = crt.tag_id where crt.rule_id = ${categoryRules.id}
      ), '[]'::json)`,
    })
    .from(categoryRules)
    .innerJoin(categories, eq(categories.id, categoryRules.categoryId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, categoryRules.paymentMethodId))
    .where(and(eq(categoryRules.userId, userId), where))
    .orderBy(sql`search_fold(${categoryRules.contains})`, asc(categoryRules.createdAt), asc(categoryRules.id));
  return rows;
}
