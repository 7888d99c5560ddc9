import { Skeleton } from "@/components/ui/skeleton";
import { DashboardTile } from "@/components/dashboard/dashboard-tile";

/** The dashboard shows the first 3 objectives. */
export const DASHBOARD_OBJECTIVES = 3;

export function ObjectivesTile({
  className,
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <DashboardTile
      testId="objectives-tile"
      title="Objetivos Financeiros"
      description="Quanto falta para cada meta"
      link={{ href: "/objectives", label: "Ver todos" }}
      className={className}
    >
      {children}
    </DashboardTile>
  );
}

export function ObjectivesSkeleton() {
  return (
    <div className="flex flex-col gap-5" aria-label="Carregando objetivos">
      {Array.from({ length: DASHBOARD_OBJECTIVES }, (_, i) => (
        <div key={i} className="flex flex-col gap-2">
          <div className="flex justify-between">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-10" />
          </div>
          <Skeleton className="h-2 w-full" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ))}
    </div>
  );
}
