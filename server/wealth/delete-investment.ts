import "server-only";
import { and, eq } from "drizzle-orm";
import { balanceSnapshots, investments } from "@/db/schema";
import { AppError, notFound } from "@/lib/errors";
import type { Db } from "@/lib/server/db";
import { investmentMessages } from "@/lib/schemas/investment";

/**
 * DELETE /investments/{id}: one typed by hand goes with its snapshots; a connected one stays (the
 * bank would bring it back: 409, disconnect the bank instead).
 */
export async function deleteInvestment(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ itemId: investments.itemId })
      .from(investments)
      .where(and(eq(investments.id, id), eq(investments.userId, userId)))
      .for("update");
    if (!current) throw notFound(investmentMessages.notFound);
    if (current.itemId !== null) throw new AppError("conflict", investmentMessages.connectedDelete);
    await tx
      .delete(balanceSnapshots)
      .where(
        and(
          eq(balanceSnapshots.userId, userId),
          eq(balanceSnapshots.subjectKind, "investment"),
          eq(balanceSnapshots.subjectId, id),
        ),
      );
    await tx.delete(investments).where(and(eq(investments.id, id), eq(investments.userId, userId)));
  });
}
