import "server-only";
import type { Db } from "@/lib/server/db";
import { dependents } from "@/db/schema";
import type { DependentInput, DependentJson } from "@/lib/schemas/dependent";
import { assertNotOwnCpf, dependentConflict, toDependentJson } from "@/server/tax/dependent-json";

/** POST /user/dependents: a CPF already among them is a 409, the titular's own a 400. */
export async function createDependent(db: Db, userId: string, input: DependentInput): Promise<DependentJson> {
  await assertNotOwnCpf(db, userId, input.cpf);
  const [row] = await db.insert(dependents).values({ userId, ...input }).returning().catch(dependentConflict);
  return toDependentJson(row!);
}
