import "server-only";
import { objectives } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { objectiveMessages, type ObjectiveInput, type ObjectiveJson } from "@/lib/schemas/objectives";
import { assertKeptAccount } from "@/server/objectives/assert-kept-account";
import { getObjective } from "@/server/objectives/get-objective";
import { isUniqueViolation } from "@/server/labels/is-unique-violation";
import { householdIdFor } from "@/server/shared/household-items";

/**
 * POST /objective: a new objective has nothing saved towards it yet, unless it is kept in an
 * account (a caixinha), whose balance it then shows. One "da casa" (`household: true`) is never a
 * caixinha: each member's moves into it stay their own rows.
 */
export async function createObjective(db: Db, userId: string, input: ObjectiveInput): Promise<ObjectiveJson> {
  try {
    const id = await db.transaction(async (tx) => {
      const householdId = (await householdIdFor(tx, userId, input.household)) ?? null;
      if (householdId && input.accountId) throw new AppError("bad_request", objectiveMessages.householdKeptInAccount);
      if (input.accountId) await assertKeptAccount(tx, userId, input.accountId);
      const [row] = await tx
        .insert(objectives)
        .values({
          userId,
          name: input.name,
          targetValue: input.targetCents,
          deadline: input.deadline,
          accountId: input.accountId,
          householdId,
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
