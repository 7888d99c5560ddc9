import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { transactions, transactionTypes } from "@/db/schema";
import { linkedToObjective } from "@/server/shared/cash-flow-condition";

/** A linked despesa puts money into its objective (a deposit); a linked receita takes it out. */
export const objectiveMovement = sql<string>`coalesce(sum(case when ${transactionTypes.transactionType} = 'despesa' then ${transactions.valor} else -${transactions.valor} end), 0)`;

/**
 * Each objective's balance for the user, grouped in one pass over the linked transactions only
 * (a partial index on (user_id, objective_id) where objective_id is not null serves it), as a
 * subquery to join objectives with. `where` narrows the transactions (e.g. one objective, or
 * all but one transaction).
 */
export function objectiveBalances(db: DbOrTx, userId: string, where?: SQL) {
  return db
    .select({ objectiveId: transactions.objectiveId, balance: objectiveMovement.as("balance") })
    .from(transactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .where(and(eq(transactions.userId, userId), linkedToObjective, where))
    .groupBy(transactions.objectiveId)
    .as("objective_balances");
}
