import type { Metadata } from "next";
import { Suspense } from "react";
import { monthFromSearchParams, monthSearch } from "@/lib/domain/month-params";
import type { PageSearchParams } from "@/lib/domain/month-params";
import { requirePageUser } from "@/server/auth/require-page-user";
import { PageHeader } from "@/components/shell/page-header";
import { MonthNavigator } from "@/components/transactions/month-navigator";
import { shiftMonth } from "@/components/transactions/transactions-view";
import { BudgetListSkeleton } from "@/components/budgets/budget-list-skeleton";
import { RegimeToggle } from "@/components/dashboard/regime-toggle";
import { db } from "@/lib/server/db";
import { getDashboardRegime } from "@/server/users/get-dashboard-regime";
import { BudgetList } from "./_components/budget-list";

export const metadata: Metadata = { title: "Orçamentos" };

const budgetsHref = (month: { year: number; month: number }) => `/budgets?${monthSearch(month)}`;

/**
 * Orçamentos: each category's monthly limit and what the month (`?month=&year=`) spent of it, card
 * purchases counted in the regime the user chose (the dashboard's, and changed from here too).
 */
export default async function BudgetsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const user = await requirePageUser();
  const month = monthFromSearchParams(await searchParams);
  const regime = await getDashboardRegime(db, user.id);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Orçamentos"
        description="Um limite de gastos por categoria, mês a mês."
        actions={
          <div className="flex flex-col gap-2 sm:items-end">
            <MonthNavigator
              year={month.year}
              month={month.month}
              previousHref={budgetsHref(shiftMonth(month, -1))}
              nextHref={budgetsHref(shiftMonth(month, 1))}
            />
            <RegimeToggle regime={regime} />
          </div>
        }
      />
      <Suspense key={`${monthSearch(month)}&${regime}`} fallback={<BudgetListSkeleton />}>
        <BudgetList userId={user.id} month={{ ...month, regime }} />
      </Suspense>
    </div>
  );
}
