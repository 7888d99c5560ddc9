import "server-only";
import { and, eq, isNotNull, not } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { transactions } from "@/db/schema";

/** The transaction moves money into (a despesa) or out of (a receita) one of the user's objectives. */
export const linkedToObjective: SQL = and(
  isNotNull(transactions.objectiveId),
  eq(transactions.isObjective, true),
) as SQL;

/**
 * Whether a transaction is income or expense: money linked to an objective only moves between the
 * user's own pockets, so it never counts as revenue or spending. Every total of income and expense
 * (dashboard, budgets, reports) filters through this one rule; `extra` conditions join it.
 */
export function countsAsCashFlow(...extra: (SQL | undefined)[]): SQL {
  return and(not(linkedToObjective), ...extra) as SQL;
}
