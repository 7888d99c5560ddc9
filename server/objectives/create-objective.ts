import "server-only";
import { objectives } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { centsToNumeric } from "@/lib/format/money";
import { objectiveMessages, type ObjectiveInput, type ObjectiveJson } from "@/lib/schemas/objectives";
import { assertKeptAccount } from "@/server/objectives/assert-kept-account";
import { getObjective } from "@/server/objectives/get-objective";
import { isUniqueViolation } from "@/server/labels/is-unique-violation";

/**
 * POST /objective: a new objective has nothing saved towards it yet, unless it is kept in an
 * account (a caixinha), whose balance it then shows.
 */
export async function createObjective(db: Db, userId: string, input: ObjectiveInput): Promise<ObjectiveJson> {
  try {
    const id = await db.transaction(async (tx) => {
      if (input.accountId) await assertKeptAccount(tx, userId, input.accountId);
      const [row] = await tx
        .insert(objectives)
        .values({
          userId,
          name: input.name,
          targetValue: centsToNumeric(input.targetCents),
          deadline: input.deadline,
          accountId: input.accountId,
        })
        .returning({ id: objectives.id });
      if (!row) throw new Error("objective not created");
      return row.id;
    });
    return await getObjective(db, userId, id);
  } catch (error) {
    if (isUniqueViolation(error, "objectives_account_key")) throw new AppError("conflict", objectiveMessages.keptAccountTaken);
    throw error;
  }
}
