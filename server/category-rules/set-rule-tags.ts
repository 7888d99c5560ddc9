import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { categoryRuleTags } from "@/db/schema";
import { ensureTags } from "@/server/tags/ensure-tags";

/** Gives the user's rule exactly these tags, creating the ones named for the first time. */
export async function setRuleTags(tx: DbOrTx, userId: string, ruleId: string, names: readonly string[]): Promise<void> {
  await tx.delete(categoryRuleTags).where(and(eq(categoryRuleTags.userId, userId), eq(categoryRuleTags.ruleId, ruleId)));
  const tagIds = await ensureTags(tx, userId, names);
  if (tagIds.length === 0) return;
  await tx.insert(categoryRuleTags).values(tagIds.map((tagId) => ({ ruleId, tagId, userId })));
}
