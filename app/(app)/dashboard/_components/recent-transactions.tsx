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

/** The month's most recent transactions up to today, newest day first, then newest created. */
export async function RecentTransactions({
  userId,
  month,
  transactionsHref,
}: {
  userId: string;
  month: MonthQuery;
  transactionsHref: string;
}) {
  const result = await loadPart("dashboard: transações recentes", () =>
    listRecentTransactions(db, userId, month, RECENT_TRANSACTIONS),
  );
  return (
    <RecentTransactionsTile transactionsHref={transactionsHref}>
      {result.ok ? (
        <RecentTransactionsList transactions={result.data} transactionsHref={transactionsHref} />
      ) : (
        <PartLoadError failure={LOAD_FAILURES.transactions} />
      )}
    </RecentTransactionsTile>
  );
}
