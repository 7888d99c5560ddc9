import { Skeleton } from "@/components/ui/skeleton";
import { SkeletonRows } from "@/components/ui/skeleton-rows";

/** Casa while it loads: the title, the Acerto de contas and the members. */
export function HouseholdScreenSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6" aria-busy="true" aria-live="polite">
      <span className="sr-only">Carregando...</span>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-7 w-32" />
        <Skeleton className="h-4 w-56 max-w-full" />
      </div>
      <div className="flex flex-col gap-4 rounded-xl border border-zinc-200 p-5 dark:border-zinc-800">
        <Skeleton className="h-5 w-40" />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
        <Skeleton className="h-10" />
      </div>
      <SkeletonRows
        count={2}
        className="gap-3 rounded-xl border border-zinc-200 p-5 dark:border-zinc-800"
        lines={["h-4 w-40 max-w-full", "h-3 w-48 max-w-full"]}
      />
    </div>
  );
}
