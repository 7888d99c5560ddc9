import "server-only";
import { objectives } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { searchCondition } from "@/server/shared/search-condition";
import { selectObjectives } from "@/server/objectives/select-objectives";

/**
 * GET /objective/list-all, the Objetivos screen and the dashboard: oldest first, each with its
 * `actualValue`. `search` keeps the names containing it, ignoring case and accents.
 */
export function listObjectives(db: DbOrTx, userId: string, search = "") {
  return selectObjectives(db, userId, searchCondition(objectives.name, search.trim()));
}
