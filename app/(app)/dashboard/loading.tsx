import { Skeleton } from "@/components/ui/skeleton";
import {
  CategoryDistributionTileSkeleton,
  ObjectivesTileSkeleton,
  PendingPaymentsTileSkeleton,
  RecentTransactionsTileSkeleton,
} from "@/components/dashboard/tile-skeletons";
import { DashboardGrid, DashboardHeader } from "@/components/dashboard/dashboard-layout";
import { RegimeExplanation } from "@/components/dashboard/regime-explanation";
import { STAT_KINDS, StatTileSkeleton } from "@/components/dashboard/stat-tile";
import type { StatKind } from "@/components/dashboard/stat-tile";
import { toRegime } from "@/lib/domain/dashboard-regime";
import { requirePageUser } from "@/server/auth/require-page-user";

/**
 * Until the page answers: the dashboard's own frame, every tile in its place with its skeleton.
 * The header already says what the user's regime means (the session read it with the user, so
 * this costs no query): that line is the screen's largest text, and a full load paints it first.
 */
export default async function DashboardLoading() {
  const user = await requirePageUser();
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <span className="sr-only" role="status">
        Carregando...
      </span>
      <DashboardHeader
        picker={
          <div className="flex flex-col gap-2 sm:items-end">
            <Skeleton className="h-9 w-full rounded-lg sm:w-56" />
            <div className="flex flex-col gap-1">
              <Skeleton className="h-8 w-44 rounded-lg" />
              <RegimeExplanation regime={toRegime(user.dashboardRegime)} />
            </div>
          </div>
        }
      />
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
      <DashboardGrid
        stats={(Object.keys(STAT_KINDS) as StatKind[]).map((kind) => (
          <StatTileSkeleton key={kind} kind={kind} />
        ))}
        recentTransactions={<RecentTransactionsTileSkeleton transactionsHref="/transactions" />}
        categories={<CategoryDistributionTileSkeleton />}
        pendingPayments={<PendingPaymentsTileSkeleton />}
        objectives={<ObjectivesTileSkeleton />}
      />
    </div>
  );
}
