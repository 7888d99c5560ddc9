import "server-only";
import { and, eq } from "drizzle-orm";
import { householdSettlements } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/errors";
import { settlementMessages } from "@/lib/schemas/household-settlement";
import { assertMayWriteShared } from "@/server/shared/household-access";
import { lockMembership } from "@/server/households/lock-membership";

/**
 * DELETE /household/settlements/{id}: undoes a settlement recorded by mistake. Another household's
 * (or none) is a 404; a "Só ver" member, or one who neither recorded it nor owns the household, a 403.
 */
export async function deleteSettlement(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const membership = await lockMembership(tx, userId);
    const [row] = await tx
      .select({ createdBy: householdSettlements.createdBy })
      .from(householdSettlements)
      .where(and(eq(householdSettlements.id, id), eq(householdSettlements.householdId, membership.householdId)))
      .for("update");
    if (!row) throw notFound(settlementMessages.notFound);
    assertMayWriteShared(membership);
    if (membership.level !== "owner" && row.createdBy !== userId) {
      throw new AppError("forbidden", settlementMessages.deleteNotAllowed);
    }
    await tx.delete(householdSettlements).where(eq(householdSettlements.id, id));
  });
}
