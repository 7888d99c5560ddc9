import "server-only";
import { db } from "@/lib/server/db";
import { loadPart } from "@/lib/server/load-part";
import { listTransactionPage } from "@/server/transactions/list-transaction-page";
import { locateTransactionPage } from "@/server/transactions/locate-transaction-page";
import { MonthLoadError } from "@/components/transactions/month-load-error";
import { TransactionList } from "@/components/transactions/transaction-list";
import { TransactionListSkeleton } from "@/components/transactions/transaction-list-skeleton";
import { TransactionPagination } from "@/components/transactions/transaction-pagination";
import { TransactionSummaryPanel } from "@/components/transactions/transaction-summary-panel";
import { TransferList } from "@/components/transactions/transfer-list";
import { PendingEntries } from "@/components/quick-entry/pending-entries";
import { toDay } from "@/lib/domain/calendar";
import { listTransfers } from "@/server/transfers/list-transfers";
import { countAttachments } from "@/server/attachments/count-attachments";
import type { TransferJson } from "@/lib/schemas/transfers";
import { transactionsHref } from "@/components/transactions/transactions-view";
import type { TransactionsView } from "@/components/transactions/transactions-view";

/** The summary, the type tabs and a list panel: the month's part of the screen. */
function MonthLayout({
  summary,
  tabs,
  children,
}: {
  summary: React.ReactNode;
  tabs: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <>
      {summary}
      <div className="flex flex-col gap-3">
        {tabs}
        {children}
      </div>
    </>
  );
}

/** While the month loads: the summary's placeholders and four skeleton rows. */
export function TransactionMonthSkeleton({ tabs }: { tabs: React.ReactNode }) {
  return (
    <MonthLayout summary={<TransactionSummaryPanel summary={null} />} tabs={tabs}>
      <div className="tx-panel">
        <TransactionListSkeleton />
      </div>
    </MonthLayout>
  );
}

/**
 * One page of the filtered month and the totals of everything the filters match, read on the
 * server. A failed read shows its message in place; the header, search and filter stay usable.
 */
export async function TransactionMonth({
  userId,
  view,
  tabs,
}: {
  userId: string;
  view: TransactionsView;
  tabs: React.ReactNode;
}) {
  const loaded = await loadPart("transações: mês", async () => {
    const located = view.highlight ? await locateTransactionPage(db, userId, view, view.highlight) : null;
    const page = await listTransactionPage(db, userId, view, located ?? view.page);
    // Transfers sit beside the month's rows while nothing narrows the list to a type or a search.
    const transfers: TransferJson[] =
      view.q === "" && view.categoryId === null && view.type === null && !view.tag && !view.payeeId && !view.wholeYear
        ? await listTransfers(db, userId, view)
        : [];
    const attachmentCounts = await countAttachments(db, userId, page.transactions.map((t) => t._id));
    return { page, transfers, attachmentCounts };
  });
  if (!loaded.ok) {
    return (
      <MonthLayout summary={<TransactionSummaryPanel summary={null} />} tabs={tabs}>
        <MonthLoadError />
      </MonthLayout>
    );
  }
  const { page: result, transfers, attachmentCounts } = loaded.data;
  const filtering = view.q !== "" || view.categoryId !== null || Boolean(view.tag) || Boolean(view.payeeId);
  return (
    <MonthLayout summary={<TransactionSummaryPanel summary={result.summary} />} tabs={tabs}>
      <div className="tx-panel">
        {/* A whole year (Imposto de Renda's link) lists rows already kept, not a month's waiting entries. */}
        {view.wholeYear ? null : (
          <PendingEntries
            userId={userId}
            month={toDay(view.year, view.month, 1).slice(0, 7)}
            className="divide-y divide-zinc-200 border-b border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
          />
        )}
        <TransactionList
          transactions={result.transactions}
          highlightId={view.highlight ?? null}
          attachmentCounts={attachmentCounts}
          clearFiltersHref={filtering ? transactionsHref(view, { q: "", categoryId: null, tag: "", payeeId: undefined, wholeYear: false }) : null}
        />
        <TransferList transfers={transfers} />
      </div>
      <TransactionPagination
        page={result.page}
        pageCount={result.pageCount}
        total={result.total}
        hrefFor={(page) => transactionsHref(view, { page })}
      />
    </MonthLayout>
  );
}
