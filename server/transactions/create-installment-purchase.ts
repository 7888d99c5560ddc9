import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { transactions } from "@/db/schema";
import { assignStatementMonths } from "@/server/cards";
import { checkReferences, rowAccount } from "@/server/transactions/check-references";
import { householdRowValues } from "@/server/transactions/household-row-values";
import { planInstallments } from "@/lib/domain/installment-plan";
import { findTransactions } from "@/server/transactions/find-transactions";
import { emitTransactionEvents } from "@/server/transactions/emit-transaction-events";
import { withSuggestedReferences } from "@/server/transactions/with-suggested-references";
import { tagNewTransactions } from "@/server/transactions/write-transaction-tags";
import type { InstallmentPurchaseInput, TransactionJson } from "@/lib/schemas/transactions";

/**
 * A purchase paid in N monthly parcels: N expenses written together, the total split exactly
 * (remainder on the first), each on the original day clamped to its month's end.
 */
export async function createInstallmentPurchase(
  db: Db,
  userId: string,
  input: InstallmentPurchaseInput,
): Promise<TransactionJson[]> {
  let ownerId = userId;
  const installments = await db.transaction(async (tx) => {
    // As a single row: a member's shared account owns the parcelas, only one's own take suggestions.
    if ((await rowAccount(tx, userId, input.paymentMethodId)).ownerId === userId) {
      input = await withSuggestedReferences(tx, userId, input);
    }
    const { type, account } = await checkReferences(tx, userId, { ...input, objectiveId: null });
    ownerId = account.ownerId;
    const shared = await householdRowValues(tx, { actor: userId, account, input });
    if (type !== "despesa") {
      throw new AppError("bad_request", "Compras parceladas devem ser do tipo despesa.");
    }
    const groupId = randomUUID();
    const count = input.installments;
    const written = await tx.insert(transactions).values(
      planInstallments(input.totalCents, count, input.transactionDate).map(({ index, cents, day }) => ({
        userId: ownerId,
        createdBy: userId,
        ...shared,
        description: `${input.description} (${index}/${count})`,
        valor: cents,
        transactionDate: day,
        transactionTypeId: input.transactionTypeId,
        categoryId: input.categoryId,
        categorySource: input.categoryId ? ("person" as const) : null,
        payeeId: input.payeeId ?? null,
        paymentMethodId: input.paymentMethodId,
        isObjective: false,
        objectiveId: null,
        installmentGroupId: groupId,
        installmentIndex: index,
        installmentCount: count,
      })),
    ).returning({ id: transactions.id });
    // The purchase's tags are every parcela's.
    await tagNewTransactions(tx, ownerId, {
      ids: written.map((row) => row.id),
      description: input.description,
      names: input.tags,
    });
    await assignStatementMonths(tx, ownerId, input.paymentMethodId, eq(transactions.installmentGroupId, groupId));
    const rows = await findTransactions(tx, userId, eq(transactions.installmentGroupId, groupId), {
      order: "installment",
    });
    return rows;
  });
  await emitTransactionEvents(db, ownerId, "transaction.created", installments.map((row) => row._id));
  return installments;
}
