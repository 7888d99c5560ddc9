import { Skeleton } from "@/components/ui/skeleton";
import { ItemGrid } from "@/components/item-grid/item-grid";

/** Loading state shaped like the items: a stripe, a title, two lines. */
export function ItemGridSkeleton({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div aria-busy="true" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ItemGrid>
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            className="flex flex-col gap-3 overflow-hidden rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
          >
            <Skeleton className="h-1.5 w-full rounded-none" />
            <div className="flex flex-col gap-3 px-5 pt-2 pb-5">
              <div className="flex items-center justify-between gap-3">
                <Skeleton className="h-5 w-32" />
                <Skeleton className="h-7 w-16" />
              </div>
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </li>
        ))}
      </ItemGrid>
    </div>
  );
}
