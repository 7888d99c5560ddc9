import {
  CategoryDistributionCard,
  CategoryDistributionSkeleton,
} from "@/components/dashboard/category-distribution-card";
import { ObjectivesCard, ObjectivesSkeleton } from "@/components/dashboard/objectives-card";
import {
  PendingPaymentsCard,
  PendingPaymentsSkeleton,
} from "@/components/dashboard/pending-payments-card";
import {
  RecentTransactionsCard,
  RecentTransactionsSkeleton,
} from "@/components/dashboard/recent-transactions-card";

/**
 * Each card's frame with its skeleton: what shows while that card's data is read. The frames'
 * modules hold no client component (the lists with buttons, charts and bars live in their own
 * files): whatever loading.tsx imports ships again in its own chunk on the dashboard's first load.
 */
export function RecentTransactionsCardSkeleton({ transactionsHref }: { transactionsHref: string }) {
  return (
    <RecentTransactionsCard transactionsHref={transactionsHref}>
      <RecentTransactionsSkeleton />
    </RecentTransactionsCard>
  );
}

export function CategoryDistributionCardSkeleton() {
  return (
    <CategoryDistributionCard>
      <CategoryDistributionSkeleton />
    </CategoryDistributionCard>
  );
}

export function PendingPaymentsCardSkeleton() {
  return (
    <PendingPaymentsCard>
      <PendingPaymentsSkeleton />
    </PendingPaymentsCard>
  );
}

export function ObjectivesCardSkeleton() {
  return (
    <ObjectivesCard>
      <ObjectivesSkeleton />
    </ObjectivesCard>
  );
}
