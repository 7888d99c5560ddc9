import "server-only";
import { and, eq } from "drizzle-orm";
import { objectives } from "@/db/schema";
import { AppError, notFound } from "@/lib/errors";
import type { Db } from "@/lib/server/db";
import { centsToNumeric } from "@/lib/format/money";
import { getObjective } from "@/server/objectives/get-objective";
import { assertKeptAccount } from "@/server/objectives/assert-kept-account";
import { isUniqueViolation } from "@/server/labels/is-unique-violation";
import { objectiveMessages } from "@/lib/schemas/objectives";
import type { ObjectiveJson, ObjectivePatch } from "@/lib/schemas/objectives";

/** PATCH /objective/{id}: changes the fields sent and answers the objective with its progress. */
export async function updateObjective(
  db: Db,
  userId: string,
  id: string,
  patch: ObjectivePatch,
): Promise<ObjectiveJson> {
  try {
    const updatedId = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ accountId: objectives.accountId })
        .from(objectives)
        .where(and(eq(objectives.id, id), eq(objectives.userId, userId)))
        .for("update");
      if (!current) throw notFound(objectiveMessages.notFound);
      if (patch.accountId && patch.accountId !== current.accountId) {
        await assertKeptAccount(tx, userId, patch.accountId, id);
      }
      const [row] = await tx
        .update(objectives)
        .set({
          ...(patch.name !== undefined && { name: patch.name }),
          ...(patch.targetCents !== undefined && { targetValue: centsToNumeric(patch.targetCents) }),
          ...(patch.deadline !== undefined && { deadline: patch.deadline }),
          ...(patch.accountId !== undefined && { accountId: patch.accountId }),
          updatedAt: new Date(),
        })
        .where(and(eq(objectives.id, id), eq(objectives.userId, userId)))
        .returning({ id: objectives.id });
      if (!row) throw notFound(objectiveMessages.notFound);
      return row.id;
    });
    return await getObjective(db, userId, updatedId);
  } catch (error) {
    if (isUniqueViolation(error, "objectives_account_key")) throw new AppError("conflict", objectiveMessages.keptAccountTaken);
    throw error;
  }
}
