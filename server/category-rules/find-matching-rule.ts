import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { preparedStatement } from "@/lib/server/prepared";
import { categoryRules } from "@/db/schema";

const matchingRule = preparedStatement("matching_category_rule", (db, name) =>
  db
    .select({
      categoryId: categoryRules.categoryId,
      paymentMethodId: categoryRules.paymentMethodId,
    })
    .from(categoryRules)
    .where(
      and(
        eq(categoryRules.userId, sql.placeholder("userId")),
        sql`strpos(${sql.placeholder("folded")}::text, search_fold(${categoryRules.contains})) > 0`,
      ),
    )
    .orderBy(
      desc(sql`length(search_fold(${categoryRules.contains}))`),
      desc(categoryRules.createdAt),
      asc(categoryRules.id),
    )
    .limit(1)
    .prepare(name),
);

/**
 * The user's rule whose term the folded description contains; when several do, the longest term
 * is the most specific one and wins ("padaria sao joao" over "padaria"), then the newest.
 */
export async function findMatchingRule(db: DbOrTx, userId: string, folded: string) {
  const [rule] = await matchingRule(db).execute({ userId, folded });
  return rule ?? null;
}
