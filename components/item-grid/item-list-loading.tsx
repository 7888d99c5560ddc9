import { PageHeader } from "@/components/shell/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { ItemGridSkeleton } from "@/components/item-grid/item-grid-skeleton";

/**
 * An item-list screen while the server reads its list: its real title block (so a full load's first
 * paint already holds the screen's words), then the button, the search box and the grid's shape.
 */
export function ItemListLoading({
  header,
  label,
}: {
  header: { title: string; description: string };
  label: string;
}) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={header.title} description={header.description} actions={<Skeleton className="h-9 w-44" />} />
      <Skeleton className="h-9 w-full sm:max-w-sm" />
      <ItemGridSkeleton label={label} />
    </div>
  );
}
