import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Panel, PanelContent, PanelDescription, PanelHeader } from "@/components/ui/panel";

/** One ficha of the declaration: its title, what it holds, its CSV, and its lines (or a sentence when it has none). */
export function TaxSection({
  id,
  title,
  description,
  csvHref,
  empty,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  /** Absent for a section with nothing to export. */
  csvHref: string | null;
  /** What to say when the year has no line for this ficha. */
  empty: string | null;
  children?: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20" data-testid={`tax-section-${id}`}>
      <Panel>
        <PanelHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id={`${id}-title`} className="text-base leading-tight font-semibold">
              {title}
            </h2>
            <PanelDescription>{description}</PanelDescription>
          </div>
          {csvHref ? (
            <Button variant="outline" size="sm" asChild>
              <a href={csvHref} download aria-label={`Baixar CSV de ${title}`}>
                <Download aria-hidden="true" />
                CSV
              </a>
            </Button>
          ) : null}
        </PanelHeader>
        <PanelContent>
          {empty ? <p className="text-sm text-zinc-600 dark:text-zinc-400">{empty}</p> : children}
        </PanelContent>
      </Panel>
    </section>
  );
}
