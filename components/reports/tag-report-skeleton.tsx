import { Panel, PanelContent } from "@/components/ui/panel";
import { Skeleton } from "@/components/ui/skeleton";

/** The Tags section's shape while it loads. */
export function TagReportSkeleton() {
  return (
    <Panel aria-busy="true" aria-label="Carregando tags">
      <PanelContent className="flex flex-col gap-3">
        <Skeleton className="h-5 w-24" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </PanelContent>
    </Panel>
  );
}
