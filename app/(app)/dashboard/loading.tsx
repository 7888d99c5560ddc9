import { Skeleton } from "@/components/ui/skeleton";
import {
  CategoryDistributionCardSkeleton,
  ObjectivesCardSkeleton,
  PendingPaymentsCardSkeleton,
  RecentTransactionsCardSkeleton,
} from "@/components/dashboard/card-skeletons";
import { DashboardGrid, DashboardHeader } from "@/components/dashboard/dashboard-layout";
import { STAT_KINDS, StatCardSkeleton } from "@/components/dashboard/stat-card";
import type { StatKind } from "@/components/dashboard/stat-card";

/** Until the page answers: the dashboard's own frame, every card in its place with its skeleton. */
export default function DashboardLoading() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <span className="sr-only" role="status">
        Carregando...
      </span>
      <DashboardHeader picker={<Skeleton className="h-9 w-full rounded-lg sm:w-56" />} />
      <DashboardGrid
        stats={(Object.keys(STAT_KINDS) as StatKind[]).map((kind) => (
          <StatCardSkeleton key={kind} kind={kind} />
        ))}
        recentTransactions={<RecentTransactionsCardSkeleton transactionsHref="/transactions" />}
        categories={<CategoryDistributionCardSkeleton />}
        pendingPayments={<PendingPaymentsCardSkeleton />}
        objectives={<ObjectivesCardSkeleton />}
      />
    </div>
  );
}
