import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { transactions } from "@/db/schema";
import { assertObjectiveBalance } from "@/server/objectives/assert-objective-balance";
import { assignStatementMonths } from "@/server/cards";
import { checkReferences } from "@/server/transactions/check-references";
import { findTransactions } from "@/server/transactions/find-transactions";
import { emitTransactionEvents } from "@/server/transactions/emit-transaction-events";
import { toTransactionValues } from "@/server/transactions/to-transaction-values";
import { tagNewTransactions } from "@/server/transactions/write-transaction-tags";
import { withSuggestedReferences } from "@/server/transactions/with-suggested-references";
import type { TransactionInput, TransactionJson } from "@/lib/schemas/transactions";

/**
 * One income or expense; the sign comes from its type, the amount is always positive. Linked to an
 * objective, a despesa is a deposit and a receita a withdrawal, never below what it holds.
 */
export async function createTransaction(db: Db, userId: string, input: TransactionInput): Promise<TransactionJson> {
  const created = await db.transaction(async (tx) => {
    input = await withSuggestedReferences(tx, userId, input);
    const type = await checkReferences(tx, userId, input);
    await assertObjectiveBalance(tx, userId, { objectiveId: input.objectiveId, type, amountCents: input.amountCents });
    const [row] = await tx
      .insert(transactions)
      .values({ userId, ...toTransactionValues(input) })
      .returning({ id: transactions.id });
    if (!row) throw new Error("insert returned no row");
    await assignStatementMonths(tx, userId, input.paymentMethodId, eq(transactions.id, row.id));
    await tagNewTransactions(tx, userId, {
      ids: [row.id],
      description: input.description,
      names: input.tags,
    });
    const [created] = await findTransactions(tx, userId, eq(transactions.id, row.id));
    if (!created) throw new Error("created transaction not found");
    return created;
  });
  await emitTransactionEvents(db, userId, "transaction.created", [created._id]);
  return created;
}
