import { Skeleton } from "@/components/ui/skeleton";
import { TransactionMonthSkeleton } from "./_components/transaction-month";
import { TransactionsHeader } from "./_components/transactions-header";

/** Until the page answers: the real title block, then the month's controls and list as skeletons. */
export default function TransactionsLoading() {
  return (
    <div className="flex flex-col gap-6">
      <TransactionsHeader
        actions={
          <>
            <Skeleton className="h-9 w-40" />
            <Skeleton className="h-9 w-40" />
          </>
        }
      />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <Skeleton className="h-11 w-full rounded-lg lg:w-64" />
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Skeleton className="h-9 w-full sm:w-64" />
          <Skeleton className="h-9 w-full sm:w-48" />
        </div>
      </div>
      <TransactionMonthSkeleton tabs={<Skeleton className="h-9 w-full rounded-lg sm:w-72" />} />
    </div>
  );
}
