import "server-only";
import { and, eq } from "drizzle-orm";
import { objectives, transactions } from "@/db/schema";
import { notFound } from "@/lib/errors";
import type { Db } from "@/lib/server/db";
import { objectiveMessages } from "@/lib/schemas/objectives";

/**
 * DELETE /objective/{id}: its transactions stay, unlinked (is_objective false, no objective),
 * in the same database transaction as the delete.
 */
export async function deleteObjective(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [objective] = await tx
      .select({ id: objectives.id })
      .from(objectives)
      .where(and(eq(objectives.id, id), eq(objectives.userId, userId)))
      .for("update");
    if (!objective) throw notFound(objectiveMessages.notFound);
    await tx
      .update(transactions)
      .set({ isObjective: false, objectiveId: null, updatedAt: new Date() })
      .where(and(eq(transactions.objectiveId, id), eq(transactions.userId, userId)));
    await tx.delete(objectives).where(and(eq(objectives.id, id), eq(objectives.userId, userId)));
  });
}
