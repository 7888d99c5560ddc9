import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { categories, objectives, paymentMethods, transactions, transactionTypes } from "@/db/schema";

export type TransactionOrder = "date-desc" | "installment";

/**
 * The user's transactions matching `where`, with category, payment method, type and objective
 * joined in the same query (no N+1).
 */
export async function findTransactions(
  db: DbOrTx,
  userId: string,
  where: SQL | undefined,
  order: TransactionOrder = "date-desc",
) {
  const query = db
    .select({
      transaction: {
        id: transactions.id,
        description: transactions.description,
        valor: transactions.valor,
        transactionDate: transactions.transactionDate,
        isObjective: transactions.isObjective,
        installmentGroupId: transactions.installmentGroupId,
        installmentIndex: transactions.installmentIndex,
        installmentCount: transactions.installmentCount,
      },
      category: { id: categories.id, name: categories.name, color: categories.color },
      paymentMethod: { id: paymentMethods.id, name: paymentMethods.name, color: paymentMethods.color },
      type: { id: transactionTypes.id, transactionType: transactionTypes.transactionType },
      objective: { id: objectives.id, name: objectives.name },
    })
    .from(transactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .leftJoin(categories, and(eq(categories.id, transactions.categoryId), eq(categories.userId, userId)))
    .leftJoin(
      paymentMethods,
      and(eq(paymentMethods.id, transactions.paymentMethodId), eq(paymentMethods.userId, userId)),
    )
    .leftJoin(objectives, and(eq(objectives.id, transactions.objectiveId), eq(objectives.userId, userId)))
    .where(and(eq(transactions.userId, userId), where));
  return order === "installment"
    ? query.orderBy(asc(transactions.installmentIndex), asc(transactions.transactionDate))
    : query.orderBy(desc(transactions.transactionDate), desc(transactions.createdAt), desc(transactions.id));
}

export type TransactionRow = Awaited<ReturnType<typeof findTransactions>>[number];
