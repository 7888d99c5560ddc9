import type { Metadata } from "next";
import { Suspense } from "react";
import { monthFromSearchParams, monthSearch } from "@/lib/month-params";
import type { PageSearchParams } from "@/lib/month-params";
import { requirePageUser } from "@/server/auth/require-page-user";
import { PageHeader } from "@/components/shell/page-header";
import { MonthNavigator } from "@/components/transactions/month-navigator";
import { shiftMonth } from "@/components/transactions/transactions-view";
import { BudgetListSkeleton } from "@/components/budgets/budget-list-skeleton";
import { BudgetList } from "./_components/budget-list";

export const metadata: Metadata = { title: "Orçamentos" };

const budgetsHref = (month: { year: number; month: number }) => `/budgets?${monthSearch(month)}`;

/** Orçamentos: each category's monthly limit and what the month (`?month=&year=`) spent of it. */
export default async function BudgetsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const user = await requirePageUser();
  const month = monthFromSearchParams(await searchParams);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Orçamentos"
        description="Um limite de gastos por categoria, mês a mês."
        actions={
          <MonthNavigator
            year={month.year}
            month={month.month}
            previousHref={budgetsHref(shiftMonth(month, -1))}
            nextHref={budgetsHref(shiftMonth(month, 1))}
          />
        }
      />
      <Suspense key={monthSearch(month)} fallback={<BudgetListSkeleton />}>
        <BudgetList userId={user.id} month={month} />
      </Suspense>
    </div>
  );
}
