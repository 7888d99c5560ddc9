import "server-only";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { dependents } from "@/db/schema";
import type { DependentJson } from "@/lib/schemas/dependent";
import { toDependentJson } from "@/server/tax/dependent-json";

/** GET /user/dependents: the person's dependentes by name. */
export async function listDependents(db: DbOrTx, userId: string): Promise<DependentJson[]> {
  const rows = await db
    .select()
    .from(dependents)
    .where(eq(dependents.userId, userId))
    .orderBy(asc(dependents.name), asc(dependents.id));
  return rows.map(toDependentJson);
}
