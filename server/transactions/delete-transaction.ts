import "server-only";
import { and, eq, gte } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { transactions } from "@/db/schema";
import { transactionMessages } from "@/lib/schemas/transactions";
import { accessTransaction } from "@/server/shared/household-access";
import { assertRemovalKeepsObjectives } from "@/server/objectives/assert-objective-balance";
import type { DeleteScope, DeleteTransactionJson } from "@/lib/schemas/transactions";
import { purgeAttachmentFiles } from "@/server/attachments/purge-attachment-files";
import { rememberIgnoredRows } from "@/server/shared/remember-ignored-rows";
import { emitTransactionsDeleted } from "@/server/transactions/emit-transaction-events";

/**
 * Deletes one transaction or, with scope "following" on a parcel, that parcel and the later
 * ones of the same purchase (index ≥ this one). A bank row among them is remembered ("Ignorados").
 * A deposit into an objective that withdrawals
 * already used is refused (the objective would fall below zero). Answers with every id removed;
 * the receipts of what was removed leave the store once the deletion commits. A member deletes a
 * row they may change (accessTransaction) as its owner would.
 */
export async function deleteTransaction(
  db: Db,
  userId: string,
  id: string,
  scope: DeleteScope,
): Promise<DeleteTransactionJson> {
  let ownerId = userId;
  const answer = await db.transaction(async (tx): Promise<DeleteTransactionJson> => {
    ({ ownerId } = await accessTransaction(tx, { userId, id, mode: "write", notFoundMessage: transactionMessages.notFound }));
    const [current] = await tx
      .select({
        installmentGroupId: transactions.installmentGroupId,
        installmentIndex: transactions.installmentIndex,
      })
      .from(transactions)
      .where(and(eq(transactions.id, id), eq(transactions.userId, ownerId)))
      .for("update");
    if (!current) throw notFound(transactionMessages.notFound);

    const { installmentGroupId: groupId, installmentIndex: index } = current;
    const target =
      scope === "following" && groupId && index
        ? and(eq(transactions.installmentGroupId, groupId), gte(transactions.installmentIndex, index))
        : eq(transactions.id, id);
    await assertRemovalKeepsObjectives(tx, ownerId, target as SQL);
    // A bank row the person deletes stays deleted: no later sync brings it back.
    await rememberIgnoredRows(tx, ownerId, target as SQL, "deleted");
    const deleted = await tx
      .delete(transactions)
      .where(and(eq(transactions.userId, ownerId), target))
      .returning({ id: transactions.id });
    const count = deleted.length;
    return {
      message: count > 1 ? `${count} parcelas excluídas.` : "Transação excluída.",
      deletedIds: deleted.map((row) => row.id),
    };
  });
  await purgeAttachmentFiles(db);
  await emitTransactionsDeleted(db, ownerId, answer.deletedIds);
  return answer;
}
