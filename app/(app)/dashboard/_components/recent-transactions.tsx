import "server-only";
import { db } from "@/lib/server/db";
import type { MonthQuery } from "@/lib/schemas/month-query";
import { listRecentTransactions } from "@/server/dashboard/list-recent-transactions";
import { PartLoadError } from "@/components/shell/part-load-error";
import { LOAD_FAILURES } from "@/components/dashboard/load-failures";
import {
  RECENT_TRANSACTIONS,
  RecentTransactionsTile,
  RecentTransactionsList,
} from "@/components/dashboard/recent-transactions-tile";
import { loadPart } from "@/lib/server/load-part";
import { PendingEntries } from "@/components/quick-entry/pending-entries";
import { toDay } from "@/lib/domain/calendar";
import type { DashboardScope } from "@/lib/domain/dashboard-scope";

/** The month's most recent transactions up to today, newest day first, then newest created. */
export async function RecentTransactions({
  userId,
  month,
  transactionsHref,
  scope,
}: {
  userId: string;
  month: MonthQuery;
  transactionsHref: string;
  scope: DashboardScope;
}) {
  const result = await loadPart("dashboard: transações recentes", () =>
    listRecentTransactions(db, userId, month, { limit: RECENT_TRANSACTIONS, scope }),
  );
  return (
    <RecentTransactionsTile transactionsHref={transactionsHref}>
      <PendingEntries userId={userId} month={toDay(month.year, month.month, 1).slice(0, 7)} tile className="-mx-2" />
      {result.ok ? (
        <RecentTransactionsList transactions={result.data} transactionsHref={transactionsHref} />
      ) : (
        <PartLoadError failure={LOAD_FAILURES.transactions} />
      )}
    </RecentTransactionsTile>
  );
}
