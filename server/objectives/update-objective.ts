import "server-only";
import { eq } from "drizzle-orm";
import { objectives } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { Db } from "@/lib/server/db";
import { getObjective } from "@/server/objectives/get-objective";
import { assertKeptAccount } from "@/server/objectives/assert-kept-account";
import { isUniqueViolation } from "@/server/labels/is-unique-violation";
import { lockHouseholdItemChange } from "@/server/shared/household-items";
import { objectiveMessages } from "@/lib/schemas/objectives";
import type { ObjectiveJson, ObjectivePatch } from "@/lib/schemas/objectives";

/**
 * PATCH /objective/{id}: changes the fields sent, on the user's own objective or (unless "Só ver")
 * their household's, and answers it with its progress. `household: false` is its owner's only.
 */
export async function updateObjective(
  db: Db,
  userId: string,
  id: string,
  patch: ObjectivePatch,
): Promise<ObjectiveJson> {
  try {
    await db.transaction(async (tx) => {
      const { current, householdId } = await lockHouseholdItemChange(tx, {
        userId,
        id,
        table: objectives,
        columns: { accountId: objectives.accountId, householdId: objectives.householdId },
        household: patch.household,
        notFoundMessage: objectiveMessages.notFound,
      });
      const accountId = patch.accountId === undefined ? current.accountId : patch.accountId;
      if ((householdId === undefined ? current.householdId : householdId) && accountId) {
        throw new AppError("bad_request", objectiveMessages.householdKeptInAccount);
      }
      if (patch.accountId && patch.accountId !== current.accountId) {
        await assertKeptAccount(tx, userId, patch.accountId, id);
      }
      await tx
        .update(objectives)
        .set({
          ...(patch.name !== undefined && { name: patch.name }),
          ...(patch.targetCents !== undefined && { targetValue: patch.targetCents }),
          ...(patch.deadline !== undefined && { deadline: patch.deadline }),
          ...(patch.accountId !== undefined && { accountId: patch.accountId }),
          ...(householdId !== undefined && { householdId }),
          updatedAt: new Date(),
        })
        .where(eq(objectives.id, id));
    });
    return await getObjective(db, userId, id);
  } catch (error) {
    if (isUniqueViolation(error, "objectives_account_key")) throw new AppError("conflict", objectiveMessages.keptAccountTaken);
    throw error;
  }
}
