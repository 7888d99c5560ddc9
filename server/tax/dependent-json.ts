import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import type { dependents} from "@/db/schema";
import { users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { relationshipOf } from "@/lib/domain/tax/codes";
import { LATEST_TAX_RULES } from "@/lib/domain/tax/rules";
import { dependentMessages } from "@/lib/schemas/dependent";
import type { DependentJson } from "@/lib/schemas/dependent";
import { isUniqueViolation } from "@/server/labels/is-unique-violation";

/** A dependente of the person's declaration as every /user/dependents answer carries it. */
export function toDependentJson(row: typeof dependents.$inferSelect): DependentJson {
  return {
    id: row.id,
    name: row.name,
    cpf: row.cpf,
    birthDate: row.birthDate,
    relationship: row.relationship,
    relationshipDescription: relationshipOf(LATEST_TAX_RULES, row.relationship)?.description ?? "",
  };
}

/** A CPF another dependente of the person holds is a 409. */
export function dependentConflict(error: unknown): never {
  if (isUniqueViolation(error, "dependents_user_cpf_key")) {
    throw new AppError("conflict", dependentMessages.sameCpf, { cause: error });
  }
  throw error;
}

/** The titular's own CPF is no dependente's (400). */
export async function assertNotOwnCpf(db: DbOrTx, userId: string, cpf: string | undefined) {
  if (!cpf) return;
  const [user] = await db.select({ cpf: users.cpf }).from(users).where(eq(users.id, userId));
  if (user?.cpf === cpf) throw new AppError("bad_request", dependentMessages.ownCpf);
}
