import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { AnyColumn, Placeholder, SQL } from "drizzle-orm";
import { transactions, transactionTypes } from "@/db/schema";
import { linkedToObjective } from "@/server/shared/cash-flow-condition";
import { householdMemberIdsSql } from "@/server/shared/household-access";

/** The despesa type's id, looked up once per statement (an InitPlan), not joined on every row. */
const despesaTypeId = sql`(select ${transactionTypes.id} from ${transactionTypes} where ${transactionTypes.transactionType} = 'despesa')`;

/** A linked despesa puts money into its objective (a deposit); a linked receita takes it out. */
export const objectiveMovement = sql<string>`coalesce(sum(case when ${transactions.transactionTypeId} = ${despesaTypeId} then ${transactions.valor} else -${transactions.valor} end), 0)`;

/**
 * One objective's balance for the user, as a scalar subquery on `objectiveId` (the outer row's
 * column): the sum of its linked transactions of the user's household's members (a household
 * objective holds what each member moved into it; each move stays its mover's row). It reads
 * transactions_user_objective_idx alone (migration 0009: every column it reads), each member's
 * entries of that objective already in order, with nothing to sort or group: a grouped pass over
 * every linked row sorted 25,000 of them on each read of a 1M-row account.
 */
export function objectiveBalanceSql(userId: string | Placeholder, objectiveId: AnyColumn): SQL<string> {
  return sql<string>`(select ${objectiveMovement} from ${transactions}
    where ${and(sql`${transactions.userId} in ${householdMemberIdsSql(userId)}`, linkedToObjective, eq(transactions.objectiveId, objectiveId))})`;
}
