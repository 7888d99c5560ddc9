import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/errors";
import { transactions } from "@/db/schema";
import { assertObjectiveBalance } from "@/server/objectives/assert-objective-balance";
import { refreshCardStatement } from "@/server/cards/assign-statement-months";
import { checkReferences } from "@/server/transactions/check-references";
import { findTransactions } from "@/server/transactions/find-transactions";
import { toTransactionValues } from "@/server/transactions/to-transaction-values";
import { transactionMessages } from "@/lib/schemas/transactions";
import type { TransactionInput, TransactionJson } from "@/lib/schemas/transactions";

/**
 * Replaces one transaction's fields. A parcel is edited alone: it keeps its group, index and
 * count, stays an expense and is never linked to an objective.
 */
export async function updateTransaction(
  db: Db,
  userId: string,
  id: string,
  input: TransactionInput,
): Promise<TransactionJson> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ installmentGroupId: transactions.installmentGroupId })
      .from(transactions)
      .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
      .for("update");
    if (!current) throw notFound(transactionMessages.notFound);

    const type = await checkReferences(tx, userId, input);
    if (current.installmentGroupId) {
      if (type !== "despesa") {
        throw new AppError("bad_request", "Uma parcela de compra parcelada deve continuar como despesa.");
      }
      if (input.isObjective) throw new AppError("bad_request", transactionMessages.installmentObjective);
    }
    await assertObjectiveBalance(tx, userId, { objectiveId: input.objectiveId, type, amountCents: input.amountCents }, id);

    await tx
      .update(transactions)
      .set(toTransactionValues(input))
      .where(and(eq(transactions.id, id), eq(transactions.userId, userId)));
    await refreshCardStatement(tx, userId, id);
    const [updated] = await findTransactions(tx, userId, eq(transactions.id, id));
    if (!updated) throw notFound(transactionMessages.notFound);
    return updated;
  });
}
