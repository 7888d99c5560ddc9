import "server-only";
import { and, eq } from "drizzle-orm";
import { objectives, paymentMethods, transactions } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/errors";
import { objectiveMessages } from "@/lib/schemas/objectives";
import { linkedToObjective } from "@/server/shared/cash-flow-condition";

/**
 * Before an objective is kept in `accountId` (a caixinha): the account is the person's (404
 * otherwise), holds money (an account, not a card or a method: 400), and keeps no other objective
 * (409; the unique index holds it under a race too). An objective that already has linked moves is
 * not moved into an account (409): those moves would stop counting.
 */
export async function assertKeptAccount(
  tx: DbOrTx,
  userId: string,
  accountId: string,
  objectiveId: string | null = null,
): Promise<void> {
  const [account] = await tx
    .select({ kind: paymentMethods.kind })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, accountId), eq(paymentMethods.userId, userId)));
  if (!account) throw notFound(objectiveMessages.keptAccountNotFound);
  if (account.kind !== "account") throw new AppError("bad_request", objectiveMessages.keptAccountNotAccount);
  const [other] = await tx
    .select({ id: objectives.id })
    .from(objectives)
    .where(and(eq(objectives.userId, userId), eq(objectives.accountId, accountId)));
  if (other && other.id !== objectiveId) throw new AppError("conflict", objectiveMessages.keptAccountTaken);
  if (objectiveId) {
    const [moved] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.objectiveId, objectiveId), linkedToObjective))
      .limit(1);
    if (moved) throw new AppError("conflict", objectiveMessages.keptWithMoves);
  }
}
