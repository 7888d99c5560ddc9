import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { tags } from "@/db/schema";
import { tagMessages } from "@/lib/schemas/tags";

/** DELETE /tags/{id}: the tag leaves every transaction and rule that carried it (cascade). */
export async function deleteTag(db: DbOrTx, userId: string, id: string): Promise<void> {
  const [row] = await db
    .delete(tags)
    .where(and(eq(tags.id, id), eq(tags.userId, userId)))
    .returning({ id: tags.id });
  if (!row) throw notFound(tagMessages.notFound);
}
