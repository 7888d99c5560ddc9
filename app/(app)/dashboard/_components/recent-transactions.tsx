import "server-only";
import { db } from "@/lib/server/db";
import type { MonthQuery } from "@/lib/schemas/month-query";
import { listRecentTransactions } from "@/server/dashboard/list-recent-transactions";
import { CardLoadError } from "@/components/dashboard/card-load-error";
import { LOAD_FAILURES } from "@/components/dashboard/load-failures";
import {
  RECENT_TRANSACTIONS,
  RecentTransactionsCard,
  RecentTransactionsList,
} from "@/components/dashboard/recent-transactions-card";
import { loadCard } from "./load-card";

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
  const result = await loadCard("transações recentes", () =>
    listRecentTransactions(db, userId, month, RECENT_TRANSACTIONS),
  );
  return (
    <RecentTransactionsCard transactionsHref={transactionsHref}>
      {result.ok ? (
        <RecentTransactionsList transactions={result.data} transactionsHref={transactionsHref} />
      ) : (
        <CardLoadError failure={LOAD_FAILURES.transactions} />
      )}
    </RecentTransactionsCard>
  );
}
