import "server-only";
import { and, sql } from "drizzle-orm";
import type { Placeholder, SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { transactions, transactionTypes } from "@/db/schema";
import { linkedToObjective } from "@/server/shared/cash-flow-condition";
import { householdMemberIdsSql } from "@/server/shared/household-access";

/** The despesa type's id, looked up once per statement (an InitPlan), not joined on every row. */
const despesaTypeId = sql`(select ${transactionTypes.id} from ${transactionTypes} where ${transactionTypes.transactionType} = 'despesa')`;

/** A linked despesa puts money into its objective (a deposit); a linked receita takes it out. */
export const objectiveMovement = sql<string>`coalesce(sum(case when ${transactions.transactionTypeId} = ${despesaTypeId} then ${transactions.valor} else -${transactions.valor} end), 0)`;

/**
 * Each objective's balance for the user, grouped in one pass over the linked transactions only,
 * as a subquery to join objectives with. The rows are those of the user's household's members: a
 * household objective holds what each member moved into it (each move stays its mover's row). transactions_user_objective_idx holds every column read
 * here (migration 0009), so the sum never visits the table. `where` narrows the transactions
 * (e.g. one objective).
 */
export function objectiveBalances(db: DbOrTx, userId: string | Placeholder, where?: SQL) {
  return db
    .select({ objectiveId: transactions.objectiveId, balance: objectiveMovement.as("balance") })
    .from(transactions)
    .where(and(sql`${transactions.userId} in ${householdMemberIdsSql(userId)}`, linkedToObjective, where))
    .groupBy(transactions.objectiveId)
    .as("objective_balances");
}
