import { FileUp } from "lucide-react";
import type { Metadata } from "next";
import { IntentLink } from "@/components/ui/intent-link";
import { Suspense } from "react";
import { currentYearMonth, firstDay, monthOfYear, todayInSaoPaulo } from "@/lib/domain/calendar";
import { db } from "@/lib/server/db";
import { firstParam } from "@/lib/domain/month-params";
import type { PageSearchParams } from "@/lib/domain/month-params";
import { requirePageUser } from "@/server/auth/require-page-user";
import { listTransactionReferences } from "@/server/transactions/list-transaction-references";
import { Button } from "@/components/ui/button";
import { CategoryFilter } from "@/components/transactions/category-filter";
import { MonthNavigator } from "@/components/transactions/month-navigator";
import { NewTransactionButton } from "@/components/transactions/new-transaction-button";
import { TransactionSearch } from "@/components/transactions/transaction-search";
import { TagFilter } from "@/components/transactions/tag-filter";
import { TransactionTypeTabs } from "@/components/transactions/transaction-type-tabs";
import { TransactionsProvider } from "@/components/transactions/transactions-provider";
import { shiftMonth, transactionsHref, transactionsViewFromSearchParams } from "@/components/transactions/transactions-view";
import { TransactionMonth, TransactionMonthSkeleton } from "./_components/transaction-month";
import { TransactionsHeader } from "./_components/transactions-header";
import { PayeeFilterChip } from "./_components/payee-filter-chip";

export const metadata: Metadata = { title: "Transações" };

/**
 * Transações, rendered on the server from its URL: the month (`?month=&year=`, the current one in
 * São Paulo by default, or the whole year with `periodo=ano`), the type tab, the category, the tag,
 * the payee, the search term and the page. Back, forward,
 * reload and a shared link show the same screen.
 */
export default async function TransactionsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const user = await requirePageUser();
  const params = await searchParams;
  const view = transactionsViewFromSearchParams(params);
  const { references, failed } = await listTransactionReferences(db, user.id);

  const now = currentYearMonth();
  const defaultDate =
    view.year === now.year && view.month === now.month ? todayInSaoPaulo() : firstDay(monthOfYear(view.year, view.month));
  const tabs = (
    <TransactionTypeTabs
      tabs={[
        { label: "Todas", href: transactionsHref(view, { type: null }), selected: view.type === null },
        { label: "Receitas", href: transactionsHref(view, { type: "receita" }), selected: view.type === "receita" },
        { label: "Despesas", href: transactionsHref(view, { type: "despesa" }), selected: view.type === "despesa" },
      ]}
    />
  );

  return (
    <TransactionsProvider
      references={references}
      referencesFailed={failed}
      defaultDate={defaultDate}
      // The installed app's "Nova transação" shortcut (app/manifest.ts) opens the form at once.
      startCreating={firstParam(params, "nova") === "1"}
    >
      <div className="flex flex-col gap-6">
        <TransactionsHeader
          actions={
            <>
              <Button asChild variant="outline">
                <IntentLink href="/import">
                  <FileUp aria-hidden="true" />
                  Importar extrato
                </IntentLink>
              </Button>
              <NewTransactionButton>Nova Transação</NewTransactionButton>
            </>
          }
        />
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex flex-wrap items-center gap-2">
            <MonthNavigator
              year={view.year}
              month={view.month}
              wholeYear={view.wholeYear}
              previousHref={transactionsHref(view, shiftMonth(view, view.wholeYear ? -12 : -1))}
              nextHref={transactionsHref(view, shiftMonth(view, view.wholeYear ? 12 : 1))}
            />
            {view.payeeId ? (
              <PayeeFilterChip userId={user.id} payeeId={view.payeeId} hrefWithoutPayee={transactionsHref(view, { payeeId: undefined, wholeYear: false })} />
            ) : null}
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <TransactionSearch q={view.q} hrefWithoutQuery={transactionsHref(view, { q: "" })} />
            <CategoryFilter value={view.categoryId} type={view.type} hrefWithoutCategory={transactionsHref(view, { categoryId: null })} />
            <TagFilter value={view.tag ?? ""} hrefWithoutTag={transactionsHref(view, { tag: "" })} />
          </div>
        </div>
        <Suspense key={transactionsHref(view, { page: view.page })} fallback={<TransactionMonthSkeleton tabs={tabs} />}>
          <TransactionMonth userId={user.id} view={view} tabs={tabs} />
        </Suspense>
      </div>
    </TransactionsProvider>
  );
}
