import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { dependents } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { dependentMessages } from "@/lib/schemas/dependent";
import type { DependentJson, DependentPatch } from "@/lib/schemas/dependent";
import { assertNotOwnCpf, dependentConflict, toDependentJson } from "@/server/tax/dependent-json";

/** PATCH /user/dependents/{id}: the fields sent change; another person's dependente is a 404. */
export async function updateDependent(db: Db, userId: string, id: string, patch: DependentPatch): Promise<DependentJson> {
  await assertNotOwnCpf(db, userId, patch.cpf);
  const rows = await db
    .update(dependents)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(dependents.id, id), eq(dependents.userId, userId)))
    .returning()
    .catch(dependentConflict);
  if (!rows[0]) throw notFound(dependentMessages.notFound);
  return toDependentJson(rows[0]);
}
