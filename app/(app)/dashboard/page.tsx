import type { Metadata } from "next";
import { Suspense } from "react";
import { monthFromSearchParams, monthSearch } from "@/lib/month-params";
import type { PageSearchParams } from "@/lib/month-params";
import { requirePageUser } from "@/server/auth/require-page-user";
import {
  CategoryDistributionCardSkeleton,
  ObjectivesCardSkeleton,
  PendingPaymentsCardSkeleton,
  RecentTransactionsCardSkeleton,
} from "@/components/dashboard/card-skeletons";
import { DashboardGrid, DashboardHeader } from "@/components/dashboard/dashboard-layout";
import { BudgetsCardSkeleton } from "@/components/dashboard/budgets-card";
import { MonthPicker } from "@/components/dashboard/month-picker";
import { STAT_KINDS, StatCardSkeleton } from "@/components/dashboard/stat-card";
import type { StatKind } from "@/components/dashboard/stat-card";
import { CategoryExpenses } from "./_components/category-expenses";
import { MonthStat } from "./_components/month-stat";
import { Budgets } from "./_components/budgets";
import { Objectives } from "./_components/objectives";
import { PendingPayments } from "./_components/pending-payments";
import { RecentTransactions } from "./_components/recent-transactions";

export const metadata: Metadata = { title: "Dashboard" };

/**
 * The month at a glance, rendered on the server for `?month=&year=` (the current month in São
 * Paulo by default). Every card streams in on its own; the month's cards are keyed by the month,
 * so picking another one shows their skeletons instead of the old figures.
 */
export default async function DashboardPage({
  searchParams,
}: {
  searchParams: Promise<PageSearchParams>;
}) {
  const user = await requirePageUser();
  const month = monthFromSearchParams(await searchParams);
  const monthKey = monthSearch(month);
  const transactionsHref = `/transactions?${monthKey}`;
  const stats = Object.keys(STAT_KINDS) as StatKind[];

  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader picker={<MonthPicker value={month} />} />
      <DashboardGrid
        stats={stats.map((kind) => (
          <Suspense key={`${kind}?${monthKey}`} fallback={<StatCardSkeleton kind={kind} />}>
            <MonthStat kind={kind} userId={user.id} month={month} />
          </Suspense>
        ))}
        recentTransactions={
          <Suspense
            key={monthKey}
            fallback={<RecentTransactionsCardSkeleton transactionsHref={transactionsHref} />}
          >
            <RecentTransactions
              userId={user.id}
              month={month}
              transactionsHref={transactionsHref}
            />
          </Suspense>
        }
        categories={
          <Suspense key={monthKey} fallback={<CategoryDistributionCardSkeleton />}>
            <CategoryExpenses userId={user.id} month={month} />
          </Suspense>
        }
        pendingPayments={
          <Suspense key={monthKey} fallback={<PendingPaymentsCardSkeleton />}>
            <PendingPayments userId={user.id} month={month} />
          </Suspense>
        }
        objectives={
          <Suspense fallback={<ObjectivesCardSkeleton />}>
            <Objectives userId={user.id} />
          </Suspense>
        }
        budgets={
          <Suspense key={monthKey} fallback={<BudgetsCardSkeleton budgetsHref={`/budgets?${monthKey}`} />}>
            <Budgets userId={user.id} month={month} budgetsHref={`/budgets?${monthKey}`} />
          </Suspense>
        }
      />
    </div>
  );
}
