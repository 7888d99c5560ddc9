import { Panel, PanelContent, PanelHeader } from "@/components/ui/panel";
import { Skeleton } from "@/components/ui/skeleton";

/** While the year is read: the pendências card and three fichas, shaped like their lines. */
export function TaxReportSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" aria-label="Carregando a declaração">
      {[2, 3, 3, 2].map((lines, index) => (
        <Panel key={index}>
          <PanelHeader>
            <Skeleton className="h-5 w-56" />
            <Skeleton className="h-4 w-72 max-w-full" />
          </PanelHeader>
          <PanelContent className="flex flex-col gap-3">
            {Array.from({ length: lines }, (_, line) => (
              <div key={line} className="flex items-center justify-between gap-4">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-4 w-24" />
              </div>
            ))}
          </PanelContent>
        </Panel>
      ))}
    </div>
  );
}
