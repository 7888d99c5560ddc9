import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { categoryRules } from "@/db/schema";
import { categoryRuleMessages } from "@/lib/schemas/category-rules";

/** DELETE /category-rule/{id}. */
export async function deleteCategoryRule(db: DbOrTx, userId: string, id: string): Promise<void> {
  const [row] = await db
    .delete(categoryRules)
    .where(and(eq(categoryRules.id, id), eq(categoryRules.userId, userId)))
    .returning({ id: categoryRules.id });
  if (!row) throw notFound(categoryRuleMessages.notFound);
}
