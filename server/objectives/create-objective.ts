import "server-only";
import { objectives } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { ZERO_CENTS, centsToNumeric, centsToReais, numericToReais } from "@/lib/format/money";
import type { ObjectiveInput, ObjectiveJson } from "@/lib/schemas/objectives";

/** POST /objective: a new objective has nothing saved towards it yet. */
export async function createObjective(
  db: DbOrTx,
  userId: string,
  input: ObjectiveInput,
): Promise<ObjectiveJson> {
  const [row] = await db
    .insert(objectives)
    .values({
      userId,
      name: input.name,
      targetValue: centsToNumeric(input.targetCents),
      deadline: input.deadline,
    })
    .returning();
  if (!row) throw new Error("objective not created");
  return {
    _id: row.id,
    name: row.name,
    targetValue: numericToReais(row.targetValue),
    actualValue: centsToReais(ZERO_CENTS),
    deadline: row.deadline,
  };
}
