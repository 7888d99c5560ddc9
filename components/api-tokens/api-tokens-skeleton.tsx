import { Panel, PanelContent, PanelHeader } from "@/components/ui/panel";
import { Skeleton } from "@/components/ui/skeleton";

/** "Acesso por API" while its tokens are read: the title, the button and two rows. */
export function ApiTokensSkeleton() {
  return (
    <Panel aria-busy="true" aria-label="Carregando os tokens de API">
      <PanelHeader className="flex-row items-start justify-between gap-3">
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-full max-w-md" />
        </div>
        <Skeleton className="h-9 w-32" />
      </PanelHeader>
      <PanelContent className="flex flex-col gap-4">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </PanelContent>
    </Panel>
  );
}
