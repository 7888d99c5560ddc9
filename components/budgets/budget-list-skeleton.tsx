import { Panel, PanelContent } from "@/components/ui/panel";
import { Skeleton } from "@/components/ui/skeleton";

/** The shape of the budget list while it loads. */
export function BudgetListSkeleton() {
  return (
    <Panel aria-busy="true" aria-label="Carregando orçamentos">
      <PanelContent className="flex flex-col divide-y divide-zinc-100 dark:divide-zinc-800">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex flex-col gap-2 py-4">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-2 w-full" />
            <Skeleton className="h-3 w-48" />
          </div>
        ))}
      </PanelContent>
    </Panel>
  );
}
