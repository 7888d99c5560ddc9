import { Panel, PanelContent, PanelHeader } from "@/components/ui/panel";
import { Skeleton } from "@/components/ui/skeleton";

/** While an auth screen loads: the card with its title and two fields. */
export default function AuthLoading() {
  return (
    <Panel className="w-full gap-6 py-6 shadow-sm sm:py-8" aria-busy="true" aria-live="polite">
      <span className="sr-only">Carregando...</span>
      <PanelHeader className="items-center gap-2 px-6 sm:px-8">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-4 w-64 max-w-full" />
      </PanelHeader>
      <PanelContent className="flex flex-col gap-4 px-6 sm:px-8">
        {[0, 1].map((field) => (
          <div key={field} className="flex flex-col gap-2">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
        <Skeleton className="mt-2 h-10 w-full" />
      </PanelContent>
    </Panel>
  );
}
