import "server-only";
import { and, gte, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { transactions } from "@/db/schema";
import type { DashboardRegime } from "@/lib/domain/dashboard-regime";
import type { Day } from "@/lib/domain/calendar";

/**
 * The day a transaction counts on: its own date under competência; under caixa a card item counts
 * in its fatura's due month (statement_month, that month's first day), anything else on its date.
 */
export function accountingDay(regime: DashboardRegime): SQL<string> {
  return regime === "caixa"
    ? sql<string>`coalesce(${transactions.statementMonth}, ${transactions.transactionDate})`
    : sql<string>`${transactions.transactionDate}`;
}

/**
 * `[start, end)` on the accounting day, written so each side can use its own index (the date
 * index for ordinary rows, the fatura index for card items).
 */
export function inAccountingPeriod(regime: DashboardRegime, start: Day, end: Day): SQL {
  const byDate = and(gte(transactions.transactionDate, start), lt(transactions.transactionDate, end));
  if (regime === "competencia") return byDate as SQL;
  return or(
    and(isNull(transactions.statementMonth), byDate),
    and(isNotNull(transactions.statementMonth), gte(transactions.statementMonth, start), lt(transactions.statementMonth, end)),
  ) as SQL;
}
