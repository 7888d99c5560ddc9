import "server-only";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import { objectiveMessages } from "@/lib/schemas/objectives";
import type { ObjectiveJson } from "@/lib/schemas/objectives";
import { listObjectives } from "@/server/objectives/list-objectives";

/**
 * GET /objective/{id}: one of the objectives the user sees, from the same list as
 * GET /objective/list-all (kept by the list version); another user's objective is "not found".
 */
export async function getObjective(db: DbOrTx, userId: string, id: string): Promise<ObjectiveJson> {
  const objective = (await listObjectives(db, userId)).find((listed) => listed._id === id);
  if (!objective) throw notFound(objectiveMessages.notFound);
  return objective;
}
