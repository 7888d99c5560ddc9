import "server-only";
import { and, eq } from "drizzle-orm";
import { investments } from "@/db/schema";
import { AppError, notFound } from "@/lib/errors";
import type { Db } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { INVESTMENT_CONNECTED_EDITABLE, investmentMessages } from "@/lib/schemas/investment";
import type { InvestmentJson, InvestmentPatch } from "@/lib/schemas/investment";
import { getInvestment } from "@/server/wealth/get-investment";
import { recordSnapshots } from "@/server/wealth/record-snapshot";
import { changesOnlyAllowed } from "@/server/wealth/connected-fields";

/**
 * PATCH /investments/{id}: changes the fields sent. A connected one takes only its kind and
 * taxCode (anything else is a 409: the bank keeps it). A new balance is also today's snapshot.
 */
export async function updateInvestment(
  db: Db,
  userId: string,
  id: string,
  patch: InvestmentPatch,
): Promise<InvestmentJson> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ itemId: investments.itemId })
      .from(investments)
      .where(and(eq(investments.id, id), eq(investments.userId, userId)))
      .for("update");
    if (!current) throw notFound(investmentMessages.notFound);
    if (current.itemId !== null && !changesOnlyAllowed(patch, INVESTMENT_CONNECTED_EDITABLE)) {
      throw new AppError("conflict", investmentMessages.connectedReadOnly);
    }
    const { balanceCents, amountOriginalCents, ...texts } = patch;
    const now = new Date();
    await tx
      .update(investments)
      .set({
        ...texts,
        ...(balanceCents !== undefined && { balance: balanceCents, balanceUpdatedAt: now }),
        ...(amountOriginalCents !== undefined && { amountOriginal: amountOriginalCents }),
        updatedAt: now,
      })
      .where(and(eq(investments.id, id), eq(investments.userId, userId)));
    if (balanceCents !== undefined) {
      await recordSnapshots(tx, [
        { userId, subjectKind: "investment", subjectId: id, day: todayInSaoPaulo(now), balanceCents },
      ]);
    }
  });
  return getInvestment(db, userId, id);
}
