import { Panel, PanelContent } from "@/components/ui/panel";
import { Skeleton } from "@/components/ui/skeleton";

/** The shape of the reports while they load. */
export function ReportBodySkeleton() {
  return (
    <div aria-busy="true" aria-label="Carregando relatórios" className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-20 rounded-xl" />
        ))}
      </div>
      {[0, 1].map((i) => (
        <Panel key={i}>
          <PanelContent className="flex flex-col gap-3">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-72 w-full" />
          </PanelContent>
        </Panel>
      ))}
    </div>
  );
}
