import { Skeleton } from "@/components/ui/skeleton";

/** Four rows shaped like transactions while the month loads. */
export function TransactionListSkeleton() {
  return (
    <div aria-busy="true" aria-live="polite" data-testid="transactions-loading">
      <span className="sr-only">Carregando transações...</span>
      <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className="flex items-center gap-3 px-4 py-3 sm:px-5">
            <Skeleton className="size-9 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-40 max-w-full" />
              <Skeleton className="h-3 w-28" />
            </div>
            <Skeleton className="h-4 w-20" />
            <Skeleton className="hidden h-8 w-16 sm:block" />
          </li>
        ))}
      </ul>
    </div>
  );
}
