import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/errors";
import { transactions } from "@/db/schema";
import { assertObjectiveBalance } from "@/server/objectives/assert-objective-balance";
import { refreshCardStatement } from "@/server/shared/assign-statement-months";
import { checkReferences } from "@/server/transactions/check-references";
import { findTransactions } from "@/server/transactions/find-transactions";
import { toTransactionValues } from "@/server/transactions/to-transaction-values";
import { updateParcelas } from "@/server/transactions/update-parcelas";
import { setTransactionTags } from "@/server/tags/set-transaction-tags";
import { transactionMessages } from "@/lib/schemas/transactions";
import type { TransactionJson, TransactionPatchInput } from "@/lib/schemas/transactions";

/**
 * Replaces one transaction's fields. A parcel keeps its group, index and count, stays an expense
 * and is never linked to an objective; with scope "future" or "all" its description, category,
 * payment method and tags (when sent) reach the other parcelas too (see updateParcelas), all in one transaction.
 */
export async function updateTransaction(
  db: Db,
  userId: string,
  id: string,
  { scope, ...input }: TransactionPatchInput,
): Promise<TransactionJson> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        installmentGroupId: transactions.installmentGroupId,
        installmentIndex: transactions.installmentIndex,
        installmentCount: transactions.installmentCount,
        valor: transactions.valor,
        transactionDate: transactions.transactionDate,
      })
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
    const { installmentGroupId: groupId, installmentIndex: index, installmentCount: count } = current;
    if (scope !== "this" && groupId && index && count) {
      const { valor, transactionDate } = current;
      await updateParcelas(tx, userId, { groupId, index, count, valor, transactionDate }, scope, input);
    } else {
      await assertObjectiveBalance(tx, userId, { objectiveId: input.objectiveId, type, amountCents: input.amountCents }, id);
      await tx
        .update(transactions)
        .set(toTransactionValues(input))
        .where(and(eq(transactions.id, id), eq(transactions.userId, userId)));
      await refreshCardStatement(tx, userId, id);
      if (input.tags !== undefined) await setTransactionTags(tx, userId, [id], input.tags);
    }
    const [updated] = await findTransactions(tx, userId, eq(transactions.id, id));
    if (!updated) throw notFound(transactionMessages.notFound);
    return updated;
  });
}
