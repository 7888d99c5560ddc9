import "server-only";
import { and, eq } from "drizzle-orm";
import { balanceSnapshots, loans } from "@/db/schema";
import { AppError, notFound } from "@/lib/errors";
import type { Db } from "@/lib/server/db";
import { loanMessages } from "@/lib/schemas/loan";

/**
 * DELETE /loans/{id}: one typed by hand goes with its snapshots; a connected one stays (the
 * bank would bring it back: 409, disconnect the bank instead).
 */
export async function deleteLoan(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ itemId: loans.itemId })
      .from(loans)
      .where(and(eq(loans.id, id), eq(loans.userId, userId)))
      .for("update");
    if (!current) throw notFound(loanMessages.notFound);
    if (current.itemId !== null) throw new AppError("conflict", loanMessages.connectedDelete);
    await tx
      .delete(balanceSnapshots)
      .where(
        and(
          eq(balanceSnapshots.userId, userId),
          eq(balanceSnapshots.subjectKind, "loan"),
          eq(balanceSnapshots.subjectId, id),
        ),
      );
    await tx.delete(loans).where(and(eq(loans.id, id), eq(loans.userId, userId)));
  });
}
