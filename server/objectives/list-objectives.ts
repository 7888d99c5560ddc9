import "server-only";
import { sql } from "drizzle-orm";
import { objectives } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import type { ObjectiveJson } from "@/lib/schemas/objectives";
import { objectivesQuery, toObjectiveJson } from "@/server/objectives/select-objectives";
import { preparedForFilter } from "@/server/shared/row-filter";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { cachedValueForListVersion } from "@/server/shared/versioned-cache";

const select = preparedForFilter(
  "objectives",
  { id: objectives.id, name: objectives.name },
  (db, condition, name) => objectivesQuery(db, sql.placeholder("userId"), condition).prepare(name),
);

/**
 * GET /objective/list-all, the Objetivos screen and the dashboard: oldest first, each with its
 * `actualValue`. `search` keeps the names containing it, ignoring case and accents. Kept by the
 * list version and the day: objectives, the household's membership, every member's linked rows and
 * a caixinha's account all move it (migrations 0003, 0033 and 0040). The balances grow with the
 * linked rows (25,000 on a million-row account: ~10 ms a call).
 */
export function listObjectives(
  db: DbOrTx,
  userId: string,
  search = "",
): Promise<ObjectiveJson[]> {
  const today = todayInSaoPaulo();
  return cachedValueForListVersion(db, userId, `objectives:${today}:${search}`, async () => {
    const { statement, values } = select(db, { search });
    return (await statement.execute({ ...values, userId, today })).map(toObjectiveJson);
  });
}
