import "server-only";
import { eq, sql } from "drizzle-orm";
import { objectives } from "@/db/schema";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import { preparedStatement } from "@/lib/server/prepared";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { objectiveMessages } from "@/lib/schemas/objectives";
import type { ObjectiveJson } from "@/lib/schemas/objectives";
import { objectivesQuery, toObjectiveJson } from "@/server/objectives/select-objectives";

const findObjective = preparedStatement("get_objective", (db, name) =>
  objectivesQuery(
    db,
    sql.placeholder("userId"),
    eq(objectives.id, sql.placeholder("id")),
  ).prepare(name),
);

/** GET /objective/{id}: another user's objective is "not found". */
export async function getObjective(db: DbOrTx, userId: string, id: string): Promise<ObjectiveJson> {
  const [objective] = await findObjective(db).execute({ userId, id, today: todayInSaoPaulo() });
  if (!objective) throw notFound(objectiveMessages.notFound);
  return toObjectiveJson(objective);
}
