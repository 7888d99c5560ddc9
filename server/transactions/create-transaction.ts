import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { transactions } from "@/db/schema";
import { assertObjectiveBalance } from "@/server/objectives/assert-objective-balance";
import { assignStatementMonths } from "@/server/cards";
import { checkReferences, rowAccount } from "@/server/transactions/check-references";
import { householdRowValues } from "@/server/transactions/household-row-values";
import { findTransactions } from "@/server/transactions/find-transactions";
import { emitTransactionEvents } from "@/server/transactions/emit-transaction-events";
import { toTransactionValues } from "@/server/transactions/to-transaction-values";
import { tagNewTransactions } from "@/server/transactions/write-transaction-tags";
import { withSuggestedReferences } from "@/server/transactions/with-suggested-references";
import type { TransactionInput, TransactionJson } from "@/lib/schemas/transactions";

/**
 * One income or expense; the sign comes from its type, the amount is always positive. Linked to an
 * objective, a despesa is a deposit and a receita a withdrawal, never below what it holds. Written
 * to an account a member shares, the row is the account owner's and `userId` its author; only the
 * author's own rows take suggested references (theirs would not be the owner's).
 */
export async function createTransaction(db: Db, userId: string, input: TransactionInput): Promise<TransactionJson> {
  let ownerId = userId;
  const created = await db.transaction(async (tx) => {
    if ((await rowAccount(tx, userId, input.paymentMethodId)).ownerId === userId) {
      input = await withSuggestedReferences(tx, userId, input);
    }
    const { type, account } = await checkReferences(tx, userId, input);
    ownerId = account.ownerId;
    const shared = await householdRowValues(tx, { actor: userId, account, input });
    await assertObjectiveBalance(tx, ownerId, { objectiveId: input.objectiveId, type, amountCents: input.amountCents });
    const [row] = await tx
      .insert(transactions)
      .values({ userId: ownerId, createdBy: userId, ...shared, ...toTransactionValues(input) })
      .returning({ id: transactions.id });
    if (!row) throw new Error("insert returned no row");
    await assignStatementMonths(tx, ownerId, input.paymentMethodId, eq(transactions.id, row.id));
    await tagNewTransactions(tx, ownerId, {
      ids: [row.id],
      description: input.description,
      names: input.tags,
    });
    const [created] = await findTransactions(tx, userId, eq(transactions.id, row.id));
    if (!created) throw new Error("created transaction not found");
    return created;
  });
  await emitTransactionEvents(db, ownerId, "transaction.created", [created._id]);
  return created;
}
