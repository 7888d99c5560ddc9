import "server-only";
import { eq, not, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { transactions } from "@/db/schema";
import type { DashboardScope } from "@/lib/domain/dashboard-scope";
import { householdTransactionSql, membershipOf } from "@/server/shared/household-access";
import { householdMessages } from "@/lib/schemas/households";

export const NOT_IN_HOUSEHOLD_MESSAGE = householdMessages.noHousehold;

/**
 * Which rows a dashboard figure reads for a scope (docs/decisions/household-dashboard-scope.md):
 * - `rows`: the rows read;
 * - `shared`: in "Eu" inside a household, the household's rows among them, summed not whole but by
 *   the person's share (read apart, one small query: household-share.ts); null otherwise;
 * - `key`: names the rows in cache keys (empty outside a household: the same keys as before).
 */
export interface ScopeRows {
  rows: SQL;
  shared: SQL | null;
  key: string;
}

/** "Casa" outside a household is a 404. */
export async function assertInHousehold(db: DbOrTx, userId: string): Promise<void> {
  if (!(await membershipOf(db, userId))) throw notFound(NOT_IN_HOUSEHOLD_MESSAGE);
}

/**
 * The rows of `scope`, after one membership lookup. A person outside a household reads exactly
 * their own rows, as before households existed (even a row still marked "da casa" from an earlier one).
 */
export async function scopeRows(db: DbOrTx, userId: string, scope: DashboardScope = "me"): Promise<ScopeRows> {
  if (scope === "household") {
    await assertInHousehold(db, userId);
    return { rows: householdTransactionSql(userId), shared: null, key: "casa" };
  }
  const own = eq(transactions.userId, userId);
  if (!(await membershipOf(db, userId))) return { rows: own, shared: null, key: "" };
  const household = householdTransactionSql(userId);
  return { rows: or(own, household) as SQL, shared: household, key: "eu" };
}

/** A cache key naming the scope's rows (unchanged outside a household). */
export function scopedKey(key: string, { key: scope }: ScopeRows): string {
  return scope ? `${key}:${scope}` : key;
}

/** Whether `userId` is in a household, inside a query (one that must not cost a round trip more). */
export function inHouseholdSql(userId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from household_members where user_id = ${userId})`;
}

/**
 * "Eu" within the person's own rows, decided inside the query: outside a household all of them;
 * inside one, those that are not the household's (its rows count by share, apart).
 */
export function ownWholeSql(userId: string): SQL {
  return not(sql`(${inHouseholdSql(userId)} and ${householdTransactionSql(userId)})`);
}
