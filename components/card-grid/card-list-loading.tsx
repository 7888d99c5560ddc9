import { Skeleton } from "@/components/ui/skeleton";
import { CardGridSkeleton } from "@/components/card-grid/card-grid-skeleton";

/** A card screen while the server reads its list: the header, the search box and the grid's shape. */
export function CardListLoading({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <Skeleton className="h-7 w-56 max-w-full" />
          <Skeleton className="h-4 w-80 max-w-full" />
        </div>
        <Skeleton className="h-9 w-44" />
      </div>
      <Skeleton className="h-9 w-full sm:max-w-sm" />
      <CardGridSkeleton label={label} />
    </div>
  );
}
