import { IntentLink } from "@/components/ui/intent-link";
import { ArrowRight } from "lucide-react";
import { Panel, PanelContent, PanelDescription, PanelHeader } from "@/components/ui/panel";
import { cn } from "@/lib/utils";

/** The frame of the dashboard's list tiles: title, optional description and a 'Ver …' link. */
export function DashboardTile({
  title,
  description,
  link,
  testId,
  className,
  children,
}: {
  title: string;
  description?: string;
  link?: { href: string; label: string };
  testId: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Panel data-testid={testId} className={cn("min-w-0", className)}>
      <PanelHeader className="flex-row items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-base leading-tight font-semibold">{title}</h2>
          {description ? <PanelDescription>{description}</PanelDescription> : null}
        </div>
        {link ? (
          <IntentLink
            href={link.href}
            className="-mt-0.5 inline-flex shrink-0 items-center gap-1 rounded-md px-1 py-0.5 text-sm font-medium text-emerald-700 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-emerald-400 dark:focus-visible:ring-emerald-500"
          >
            {link.label}
            <ArrowRight className="size-3.5" aria-hidden="true" />
          </IntentLink>
        ) : null}
      </PanelHeader>
      {/* Below the fold on a phone: rendered as it comes near (app/globals.css). */}
      <PanelContent data-offscreen="skip" className="flex flex-1 flex-col">
        {children}
      </PanelContent>
    </Panel>
  );
}
