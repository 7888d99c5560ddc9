import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { budgets, categoryRules, recurringPayments, transactions, transactionTypes } from "@/db/schema";

/**
 * Whether the category holds records of the type other than `type` (bills and budgets are
 * despesas), whoever's they are: a household category holds its members' records.
 */
export async function holdsOtherType(tx: DbOrTx, id: string, type: "despesa" | "receita"): Promise<boolean> {
  const [transaction] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .where(and(eq(transactions.categoryId, id), ne(transactionTypes.transactionType, type)))
    .limit(1);
  if (transaction) return true;
  if (type === "despesa") return false;
  for (const table of [recurringPayments, budgets]) {
    const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.categoryId, id)).limit(1);
    if (row) return true;
  }
  return false;
}

/** Whether anyone but `userId` has a transaction, bill, budget or rule on the category. */
export async function usedByOthers(tx: DbOrTx, userId: string, id: string): Promise<boolean> {
  for (const table of [transactions, recurringPayments, budgets, categoryRules]) {
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.categoryId, id), ne(table.userId, userId)))
      .limit(1);
    if (row) return true;
  }
  return false;
}
