import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { ZERO_CENTS, subtractCents, type Cents } from "@/lib/format/money";
import { transactions, transactionTypes } from "@/db/schema";
import type { TransactionTypeName } from "@/db/schema";
import type { TransactionSummary } from "@/lib/schemas/transactions";
import { countsAsCashFlow } from "@/server/shared/cash-flow-condition";
import { visibleTransactionSqlOf } from "@/server/shared/household-access";

/**
 * How many of the transactions the user sees match `where` (all are listed), and their income and
 * expense, summed in SQL: money moved to or from an objective is neither, as everywhere else.
 */
export async function sumTransactions(
  db: DbOrTx,
  userId: string,
  where: SQL | undefined,
): Promise<TransactionSummary & { count: number }> {
  const sumOf = (type: TransactionTypeName) =>
    sql<Cents>`coalesce(sum(${transactions.valor}) filter (where ${countsAsCashFlow(eq(transactionTypes.transactionType, type))}), 0)`.mapWith(
      transactions.valor,
    );
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, income: sumOf("receita"), expense: sumOf("despesa") })
    .from(transactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .where(and(await visibleTransactionSqlOf(db, userId), where));
  const incomeCents = row?.income ?? ZERO_CENTS;
  const expenseCents = row?.expense ?? ZERO_CENTS;
  return { count: row?.count ?? 0, incomeCents, expenseCents, balanceCents: subtractCents(incomeCents, expenseCents) };
}
