import { Panel, PanelContent, PanelHeader } from "@/components/ui/panel";
import { Skeleton } from "@/components/ui/skeleton";

/** The subscription card while its status loads (shaped like the card, not a spinner). */
export function SubscriptionSkeleton() {
  return (
    <Panel className="w-full max-w-md" aria-busy="true" aria-label="Carregando assinatura">
      <PanelHeader className="gap-3">
        <div className="flex items-center justify-between">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
        <Skeleton className="h-9 w-40" />
        <Skeleton className="h-4 w-64 max-w-full" />
      </PanelHeader>
      <PanelContent className="flex flex-col gap-3">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} className="h-4 w-48" />
        ))}
        <Skeleton className="mt-3 h-11 w-full" />
      </PanelContent>
    </Panel>
  );
}
