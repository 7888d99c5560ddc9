import "server-only";
import { eq } from "drizzle-orm";
import { objectives, transactions } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { objectiveMessages } from "@/lib/schemas/objectives";
import { accessHouseholdItem } from "@/server/shared/household-access";

/**
 * DELETE /objective/{id}: the user's own, or (unless "Só ver") their household's. Its transactions
 * stay, unlinked (is_objective false, no objective), whoever moved them, in the same database
 * transaction as the delete.
 */
export async function deleteObjective(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await accessHouseholdItem(tx, { userId, id, mode: "write", table: objectives, notFoundMessage: objectiveMessages.notFound });
    await tx.select({ id: objectives.id }).from(objectives).where(eq(objectives.id, id)).for("update");
    await tx
      .update(transactions)
      .set({ isObjective: false, objectiveId: null, updatedAt: new Date() })
      .where(eq(transactions.objectiveId, id));
    await tx.delete(objectives).where(eq(objectives.id, id));
  });
}
