import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { tags } from "@/db/schema";
import { tagMessages } from "@/lib/schemas/tags";
import { accessHouseholdItem } from "@/server/shared/household-access";

/**
 * DELETE /tags/{id}: the user's own tag, or their household's (403 for a "Só ver" member); it
 * leaves every transaction and rule that carried it, any member's (cascade).
 */
export async function deleteTag(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await accessHouseholdItem(tx, { userId, id, mode: "write", table: tags, notFoundMessage: tagMessages.notFound });
    await tx.delete(tags).where(eq(tags.id, id));
  });
}
