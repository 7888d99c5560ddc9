import "server-only";
import { sql } from "drizzle-orm";
import { objectives } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import type { ObjectiveJson } from "@/lib/schemas/objectives";
import { objectivesQuery, toObjectiveJson } from "@/server/objectives/select-objectives";
import { preparedForFilter } from "@/server/shared/row-filter";
import { todayInSaoPaulo } from "@/lib/domain/calendar";

const select = preparedForFilter(
  "objectives",
  { id: objectives.id, name: objectives.name },
  (db, condition, name) => objectivesQuery(db, sql.placeholder("userId"), condition).prepare(name),
);

/**
 * GET /objective/list-all, the Objetivos screen and the dashboard: oldest first, each with its
 * `actualValue`. `search` keeps the names containing it, ignoring case and accents.
 */
export async function listObjectives(
  db: DbOrTx,
  userId: string,
  search = "",
): Promise<ObjectiveJson[]> {
  const { statement, values } = select(db, { search });
  return (await statement.execute({ ...values, userId, today: todayInSaoPaulo() })).map(toObjectiveJson);
}
