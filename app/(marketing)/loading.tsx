import { Skeleton } from "@/components/ui/skeleton";

/** While the landing page loads: its header bar and the hero's headline, shaped but empty. */
export default function MarketingLoading() {
  return (
    <div className="flex min-h-dvh flex-col" aria-busy="true" aria-live="polite">
      <span className="sr-only">Carregando...</span>
      <div className="flex h-16 items-center justify-between border-b border-zinc-200 px-4 sm:px-8 dark:border-zinc-800">
        <Skeleton className="h-7 w-24" />
        <div className="flex gap-3">
          <Skeleton className="h-9 w-16" />
          <Skeleton className="h-9 w-28" />
        </div>
      </div>
      <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-4 px-4 py-20">
        <Skeleton className="h-10 w-full max-w-xl" />
        <Skeleton className="h-10 w-3/4 max-w-md" />
        <Skeleton className="mt-2 h-5 w-full max-w-lg" />
        <Skeleton className="mt-4 h-11 w-44" />
      </div>
    </div>
  );
}
