import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { selectObjectives } from "@/server/objectives/select-objectives";

/** GET /objective/list-all: oldest first, each with its `actualValue`. */
export function listObjectives(db: DbOrTx, userId: string) {
  return selectObjectives(db, userId);
}
