import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { ZERO_CENTS } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { categories, householdMembers, households, transactions, transactionTypes } from "@/db/schema";
import type { TransactionTypeName } from "@/db/schema";
import type { DashboardRegime } from "@/lib/domain/dashboard-regime";
import type { Day } from "@/lib/domain/calendar";
import { householdShares, shareExpenses } from "@/lib/domain/household-split";
import type { Shares } from "@/lib/domain/household-split";
import { countsAsCashFlow } from "@/server/shared/cash-flow-condition";
import { accountingDay, inAccountingPeriod } from "@/server/shared/accounting-day";
import { householdIdSql, householdTransactionSql, visibleHouseholdItemSql } from "@/server/shared/household-access";

/** One of the household's rows, whole, on its accounting day. */
export interface HouseholdRow {
  type: TransactionTypeName;
  day: string;
  cents: Cents;
  /** The row's own split; null: the household's. */
  split: Shares | null;
  category: { id: string; name: string; color: string } | null;
}

export interface HouseholdShare {
  rows: HouseholdRow[];
  /** The person's share of some of `rows`, as "Acerto de contas" counts it (lib/domain/household-split.ts). */
  shareOf: (rows: readonly HouseholdRow[]) => Cents;
}

/**
 * A row's category as `userId` sees it: theirs or the household's. Another member's
 * private category counts as none ("Sem categoria"), its name never shown, as in the lists.
 */
export function householdRowCategory(userId: string): SQL {
  return and(eq(categories.id, transactions.categoryId), visibleHouseholdItemSql(userId, categories)) as SQL;
}

/**
 * The household's rows counting in `[start, end)`, and the person's share of any of them: each
 * row's own split, else the household's, divided as the settlement divides (rows of one split
 * added up first, then divided once, to the centavo). Its callers keep what they make of it per
 * household version (household-cache.ts), not per list version: the household's split may change
 * without any row changing.
 */
export async function householdShare(
  db: DbOrTx,
  userId: string,
  { regime, start, end }: { regime: DashboardRegime; start: Day; end: Day },
): Promise<HouseholdShare> {
  const householdId = householdIdSql(userId);
  const [[household], members, rows] = await Promise.all([
    db
      .select({ mode: households.splitMode, shares: households.splitShares })
      .from(households)
      .where(eq(households.id, householdId)),
    db
      .select({ userId: householdMembers.userId, monthlyIncome: householdMembers.monthlyIncome })
      .from(householdMembers)
      .where(eq(householdMembers.householdId, householdId)),
    db
      .select({
        type: transactionTypes.transactionType,
        day: sql<string>`(${accountingDay(regime)})::text`,
        valor: transactions.valor,
        split: transactions.split,
        categoryId: categories.id,
        categoryName: categories.name,
        categoryColor: categories.color,
      })
      .from(transactions)
      .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
      .leftJoin(categories, householdRowCategory(userId))
      .where(countsAsCashFlow(householdTransactionSql(userId), inAccountingPeriod(regime, start, end))),
  ]);
  const memberIds = members.map((member) => member.userId);
  const defaultShares = household
    ? householdShares({
        mode: household.mode,
        fixedShares: household.shares,
        incomes: Object.fromEntries(
          members.map((member) => [member.userId, member.monthlyIncome]),
        ),
        memberIds,
      }).shares
    : {};
  return {
    rows: rows.map((row) => ({
      type: row.type,
      day: row.day,
      cents: row.valor,
      split: row.split,
      category:
        row.categoryId !== null && row.categoryName !== null && row.categoryColor !== null
          ? { id: row.categoryId, name: row.categoryName, color: row.categoryColor }
          : null,
    })),
    shareOf: (some) =>
      shareExpenses(
        some.map((row) => ({ payerId: userId, split: row.split, amountCents: row.cents })),
        { memberIds, defaultShares },
      ).share[userId] ?? ZERO_CENTS,
  };
}
