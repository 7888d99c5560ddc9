import { Skeleton } from "@/components/ui/skeleton";

/** The invitation screen while the invitation is read. */
export function InvitationSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6" aria-busy="true" aria-live="polite">
      <span className="sr-only">Carregando o convite...</span>
      <Skeleton className="h-7 w-48" />
      <div className="flex flex-col gap-4 rounded-xl border border-zinc-200 p-5 dark:border-zinc-800">
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/5" />
        <Skeleton className="h-9 w-36" />
      </div>
    </div>
  );
}
