import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { centsToNumeric } from "@/lib/format/money";
import { transactions } from "@/db/schema";
import { assignStatementMonths } from "@/server/cards";
import { checkReferences } from "@/server/transactions/check-references";
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
  const parcelas = await db.transaction(async (tx) => {
    input = await withSuggestedReferences(tx, userId, input);
    const type = await checkReferences(tx, userId, { ...input, objectiveId: null });
    if (type !== "despesa") {
      throw new AppError("bad_request", "Compras parceladas devem ser do tipo despesa.");
    }
    const groupId = randomUUID();
    const count = input.installments;
    const written = await tx.insert(transactions).values(
      planInstallments(input.totalCents, count, input.transactionDate).map(({ index, cents, day }) => ({
        userId,
        description: `${input.description} (${index}/${count})`,
        valor: centsToNumeric(cents),
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
    await tagNewTransactions(tx, userId, {
      ids: written.map((row) => row.id),
      description: input.description,
      names: input.tags,
    });
    await assignStatementMonths(tx, userId, input.paymentMethodId, eq(transactions.installmentGroupId, groupId));
    const rows = await findTransactions(tx, userId, eq(transactions.installmentGroupId, groupId), {
      order: "installment",
    });
    return rows;
  });
  await emitTransactionEvents(db, userId, "transaction.created", parcelas.map((row) => row._id));
  return parcelas;
}
