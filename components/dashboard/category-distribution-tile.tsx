import { Skeleton } from "@/components/ui/skeleton";
import { DashboardTile } from "@/components/dashboard/dashboard-tile";

/** The ring shows the first 4 categories (they come largest first). */
export const RING_CATEGORIES = 4;

export const CATEGORY_LAYOUT = "flex flex-col items-center gap-5 sm:flex-row lg:flex-col lg:items-stretch";

export function CategoryDistributionTile({
  className,
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <DashboardTile
      testId="category-distribution"
      title="Distribuição por Categorias"
      description="Para onde foram as despesas do mês"
      className={className}
    >
      {children}
    </DashboardTile>
  );
}

export function CategoryDistributionSkeleton() {
  return (
    <div className={CATEGORY_LAYOUT} aria-label="Carregando categorias">
      <Skeleton className="mx-auto size-44 shrink-0 rounded-full" />
      <div className="flex w-full flex-col gap-3">
        {Array.from({ length: RING_CATEGORIES }, (_, i) => (
          <Skeleton key={i} className="h-5 w-full" />
        ))}
      </div>
    </div>
  );
}
