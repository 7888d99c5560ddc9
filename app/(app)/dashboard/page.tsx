import type { Metadata } from "next";
import { Suspense } from "react";
import { currentYearMonth } from "@/lib/domain/calendar";
import { monthFromSearchParams, monthSearch } from "@/lib/domain/month-params";
import type { PageSearchParams } from "@/lib/domain/month-params";
import { requirePageUser } from "@/server/auth/require-page-user";
import {
  CategoryDistributionTileSkeleton,
  ObjectivesTileSkeleton,
  PendingPaymentsTileSkeleton,
  RecentTransactionsTileSkeleton,
} from "@/components/dashboard/tile-skeletons";
import { DashboardGrid, DashboardHeader } from "@/components/dashboard/dashboard-layout";
import { BudgetsTileSkeleton } from "@/components/dashboard/budgets-tile";
import { MonthPicker } from "@/components/dashboard/month-picker";
import { STAT_KINDS, StatTileSkeleton } from "@/components/dashboard/stat-tile";
import type { StatKind } from "@/components/dashboard/stat-tile";
import { CategoryExpenses } from "./_components/category-expenses";
import { MonthStat } from "./_components/month-stat";
import { Budgets } from "./_components/budgets";
import { Objectives } from "./_components/objectives";
import { PendingPayments } from "./_components/pending-payments";
import { RecentTransactions } from "./_components/recent-transactions";
import { AccountBalances } from "./_components/account-balances";
import { CardStatements } from "./_components/card-statements";
import { BankReview } from "./_components/bank-review";
import { RegimeToggle } from "@/components/dashboard/regime-toggle";
import { toRegime } from "@/lib/domain/dashboard-regime";
import { scopeFromSearchParams, scopeSearch } from "@/lib/domain/dashboard-scope";
import type { DashboardScope } from "@/lib/domain/dashboard-scope";
import { ScopeSwitch } from "@/components/dashboard/scope-switch";
import { db } from "@/lib/server/db";
import { membershipOf } from "@/server/shared/household-access";

export const metadata: Metadata = { title: "Dashboard" };

/**
 * The month at a glance, rendered on the server for `?month=&year=` (the current month in São
 * Paulo by default). Every tile streams in on its own; the month's tiles are keyed by the month,
 * so picking another one shows their skeletons instead of the old figures. A household's member
 * chooses "Eu | Casa" (`?escopo=casa`); every tile reads in that scope, and every link that keeps
 * the month keeps it too. Anyone else, or a hand-edited link, gets "Eu".
 */
export default async function DashboardPage({
  searchParams,
}: {
  searchParams: Promise<PageSearchParams>;
}) {
  const user = await requirePageUser();
  const [params, membership] = await Promise.all([searchParams, membershipOf(db, user.id)]);
  const month = monthFromSearchParams(params);
  const scope: DashboardScope = membership ? scopeFromSearchParams(params) : "me";
  const keep = scopeSearch(scope);
  const monthKey = [monthSearch(month), keep].filter(Boolean).join("&");
  // The session already read the user's row: no second query holds the header back.
  const regime = toRegime(user.dashboardRegime);
  const counted = { ...month, regime, scope };
  const transactionsHref = `/transactions?${monthKey}`;
  const stats = Object.keys(STAT_KINDS) as StatKind[];

  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader
        picker={
          <div className="flex flex-col gap-2 sm:items-end">
            <MonthPicker value={month} current={currentYearMonth()} keep={keep} />
            {membership ? (
              <ScopeSwitch
                scope={scope}
                hrefs={{
                  me: `/dashboard?${monthSearch(month)}`,
                  household: `/dashboard?${monthSearch(month)}&${scopeSearch("household")}`,
                }}
              />
            ) : null}
            <RegimeToggle regime={regime} />
          </div>
        }
      />
      {/* These two lists are as long as the user's accounts and cards, so no skeleton can hold
          their place: they come with the page (each still shows its own error in place), and
          the fixed-size tiles below stream into skeletons that do not move. */}
      {scope === "me" ? <BankReview userId={user.id} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <AccountBalances userId={user.id} scope={scope} />
        <CardStatements userId={user.id} scope={scope} />
      </div>
      <DashboardGrid
        stats={stats.map((kind) => (
          <Suspense
            key={`${kind}?${monthKey}&${regime}`}
            fallback={<StatTileSkeleton kind={kind} />}
          >
            <MonthStat kind={kind} userId={user.id} month={counted} />
          </Suspense>
        ))}
        recentTransactions={
          <Suspense
            key={monthKey}
            fallback={<RecentTransactionsTileSkeleton transactionsHref={transactionsHref} />}
          >
            <RecentTransactions
              userId={user.id}
              month={month}
              transactionsHref={transactionsHref}
              scope={scope}
            />
          </Suspense>
        }
        categories={
          <Suspense key={`${monthKey}&${regime}`} fallback={<CategoryDistributionTileSkeleton />}>
            <CategoryExpenses userId={user.id} month={counted} />
          </Suspense>
        }
        pendingPayments={
          <Suspense key={monthKey} fallback={<PendingPaymentsTileSkeleton />}>
            <PendingPayments userId={user.id} month={month} scope={scope} />
          </Suspense>
        }
        objectives={
          <Suspense key={scope} fallback={<ObjectivesTileSkeleton />}>
            <Objectives userId={user.id} scope={scope} />
          </Suspense>
        }
        budgets={
          <Suspense
            key={`${monthKey}&${regime}`}
            fallback={<BudgetsTileSkeleton budgetsHref={`/budgets?${monthKey}`} />}
          >
            <Budgets userId={user.id} month={counted} budgetsHref={`/budgets?${monthKey}`} scope={scope} />
          </Suspense>
        }
      />
    </div>
  );
}
