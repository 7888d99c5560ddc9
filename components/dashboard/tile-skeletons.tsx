import {
  CategoryDistributionTile,
  CategoryDistributionSkeleton,
} from "@/components/dashboard/category-distribution-tile";
import { ObjectivesTile, ObjectivesSkeleton } from "@/components/dashboard/objectives-tile";
import {
  PendingPaymentsTile,
  PendingPaymentsSkeleton,
} from "@/components/dashboard/pending-payments-tile";
import {
  RecentTransactionsTile,
  RecentTransactionsSkeleton,
} from "@/components/dashboard/recent-transactions-tile";

/**
 * Each tile's frame with its skeleton: what shows while that tile's data is read. The frames'
 * modules hold no client component (the lists with buttons, charts and bars live in their own
 * files): whatever loading.tsx imports ships again in its own chunk on the dashboard's first load.
 */
export function RecentTransactionsTileSkeleton({ transactionsHref }: { transactionsHref: string }) {
  return (
    <RecentTransactionsTile transactionsHref={transactionsHref}>
      <RecentTransactionsSkeleton />
    </RecentTransactionsTile>
  );
}

export function CategoryDistributionTileSkeleton() {
  return (
    <CategoryDistributionTile>
      <CategoryDistributionSkeleton />
    </CategoryDistributionTile>
  );
}

export function PendingPaymentsTileSkeleton() {
  return (
    <PendingPaymentsTile>
      <PendingPaymentsSkeleton />
    </PendingPaymentsTile>
  );
}

export function ObjectivesTileSkeleton() {
  return (
    <ObjectivesTile>
      <ObjectivesSkeleton />
    </ObjectivesTile>
  );
}
