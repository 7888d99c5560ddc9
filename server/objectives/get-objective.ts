import "server-only";
import { eq } from "drizzle-orm";
import { objectives, transactions } from "@/db/schema";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import { objectiveMessages } from "@/lib/schemas/objectives";
import type { ObjectiveJson } from "@/lib/schemas/objectives";
import { selectObjectives } from "@/server/objectives/select-objectives";

/** GET /objective/{id}: another user's objective is "not found". */
export async function getObjective(db: DbOrTx, userId: string, id: string): Promise<ObjectiveJson> {
  const [objective] = await selectObjectives(db, userId, eq(objectives.id, id), eq(transactions.objectiveId, id));
  if (!objective) throw notFound(objectiveMessages.notFound);
  return objective;
}
