import "server-only";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import { objectiveMessages } from "@/lib/schemas/objectives";
import type { ObjectiveJson } from "@/lib/schemas/objectives";
import { selectObjectives } from "@/server/objectives/select-objectives";

/** GET /objective/{id}: another user's objective is "not found". */
export async function getObjective(db: DbOrTx, userId: string, id: string): Promise<ObjectiveJson> {
  const [objective] = await selectObjectives(db, userId, id);
  if (!objective) throw notFound(objectiveMessages.notFound);
  return objective;
}
