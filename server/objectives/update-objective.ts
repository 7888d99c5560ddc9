import "server-only";
import { and, eq } from "drizzle-orm";
import { objectives } from "@/db/schema";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import { centsToNumeric } from "@/lib/format/money";
import { getObjective } from "@/server/objectives/get-objective";
import { objectiveMessages } from "@/lib/schemas/objectives";
import type { ObjectiveJson, ObjectivePatch } from "@/lib/schemas/objectives";

/** PATCH /objective/{id}: changes the fields sent and answers the objective with its progress. */
export async function updateObjective(
  db: DbOrTx,
  userId: string,
  id: string,
  patch: ObjectivePatch,
): Promise<ObjectiveJson> {
  const [row] = await db
    .update(objectives)
    .set({
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.targetCents !== undefined && {
        targetValue: centsToNumeric(patch.targetCents),
      }),
      ...(patch.deadline !== undefined && { deadline: patch.deadline }),
      updatedAt: new Date(),
    })
    .where(and(eq(objectives.id, id), eq(objectives.userId, userId)))
    .returning({ id: objectives.id });
  if (!row) throw notFound(objectiveMessages.notFound);
  return getObjective(db, userId, row.id);
}
