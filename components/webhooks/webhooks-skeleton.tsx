import { Panel, PanelContent, PanelHeader } from "@/components/ui/panel";
import { Skeleton } from "@/components/ui/skeleton";

/** "Webhooks" while its list is read: the title, the button and two rows. */
export function WebhooksSkeleton() {
  return (
    <Panel aria-busy="true" aria-label="Carregando webhooks">
      <PanelHeader className="flex-row items-start justify-between gap-3">
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-5 w-28" />
          <Skeleton className="h-4 w-full max-w-md" />
        </div>
        <Skeleton className="h-9 w-36" />
      </PanelHeader>
      <PanelContent className="flex flex-col gap-4">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </PanelContent>
    </Panel>
  );
}
