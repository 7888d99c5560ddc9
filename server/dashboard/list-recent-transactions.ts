import "server-only";
import { and, lte } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { transactions } from "@/db/schema";
import { findTransactions } from "@/server/transactions/find-transactions";
import { transactionFilter } from "@/server/transactions/transaction-filter";
import type { MonthQuery } from "@/lib/schemas/month-query";
import type { DashboardScope } from "@/lib/domain/dashboard-scope";
import { householdTransactionSql } from "@/server/shared/household-access";
import type { TransactionJson } from "@/lib/schemas/transactions";

/**
 * The month's latest transactions that already happened (dated today or before in São Paulo):
 * a parcel due later this month belongs to its day, not to what is recent. "Casa": the household's
 * rows only (the caller has checked the person is in one).
 */
export function listRecentTransactions(
  db: DbOrTx,
  userId: string,
  { year, month }: MonthQuery,
  { limit, today = todayInSaoPaulo(), scope = "me" }: { limit: number; today?: Day; scope?: DashboardScope },
): Promise<TransactionJson[]> {
  const where = and(
    transactionFilter({ year, month, type: null, categoryId: null, q: "" }),
    lte(transactions.transactionDate, today),
    scope === "household" ? householdTransactionSql(userId) : undefined,
  );
  return findTransactions(db, userId, where, { limit });
}
