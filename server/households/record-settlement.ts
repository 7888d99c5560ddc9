import "server-only";
import { inArray } from "drizzle-orm";
import { householdMembers, householdSettlements } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { householdMessages } from "@/lib/schemas/households";
import type { RecordedSettlementJson, SettlementInput } from "@/lib/schemas/household-settlement";
import { assertMayWriteShared } from "@/server/shared/household-access";
import { settlementColumns, settlementJson } from "@/server/households/settlement-json";

/**
 * POST /household/settlements ("registrar acerto"): the Pix `from` sent `to` to settle the split.
 * A transfer between two members, never spending: no transaction is written, only the settlement,
 * which the "Acerto de contas" counts. Any member but a "Só ver" one may record it; both parties
 * must be current members of the caller's household (else 404). The three member rows are held
 * (FOR SHARE) until it is written, so a removal racing it happens wholly before or after.
 */
export async function recordSettlement(
  db: Db,
  userId: string,
  input: SettlementInput,
): Promise<RecordedSettlementJson> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ userId: householdMembers.userId, householdId: householdMembers.householdId, level: householdMembers.level })
      .from(householdMembers)
      .where(inArray(householdMembers.userId, [...new Set([userId, input.from, input.to])]))
      .orderBy(householdMembers.userId)
      .for("share");
    const me = rows.find((row) => row.userId === userId);
    if (!me) throw notFound(householdMessages.noHousehold);
    assertMayWriteShared(me);
    const inMyHousehold = (id: string) => rows.some((row) => row.userId === id && row.householdId === me.householdId);
    if (!inMyHousehold(input.from) || !inMyHousehold(input.to)) throw notFound(householdMessages.memberNotFound);
    const [row] = await tx
      .insert(householdSettlements)
      .values({
        householdId: me.householdId,
        fromUserId: input.from,
        toUserId: input.to,
        amount: input.amountCents,
        settledOn: input.date,
        createdBy: userId,
      })
      .returning(settlementColumns);
    if (!row) throw new Error("settlement not recorded");
    return settlementJson(row);
  });
}
