import "server-only";
import { notFound } from "@/lib/api/errors";
import type { DbOrTx } from "@/lib/db";
import { objectiveMessages } from "@/server/objectives/schemas";
import type { ObjectiveJson } from "@/server/objectives/schemas";
import { selectObjectives } from "@/server/objectives/select-objectives";

/** GET /objective/{id}: another user's objective is "not found". */
export async function getObjective(db: DbOrTx, userId: string, id: string): Promise<ObjectiveJson> {
  const [objective] = await selectObjectives(db, userId, id);
  if (!objective) throw notFound(objectiveMessages.notFound);
  return objective;
}
