import "server-only";
import { objectives } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { centsToDecimal, decimalToNumber } from "@/lib/format/money";
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
      targetValue: centsToDecimal(input.targetValue),
      deadline: input.deadline,
    })
    .returning();
  if (!row) throw new Error("objective not created");
  return {
    _id: row.id,
    name: row.name,
    targetValue: decimalToNumber(row.targetValue),
    actualValue: 0,
    deadline: row.deadline,
  };
}
