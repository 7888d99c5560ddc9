import { Panel, PanelContent, PanelDescription, PanelFooter, PanelHeader } from "@/components/ui/panel";

/** The panel every auth screen sits in: title, one line of help, the form, links below. */
export function AuthPanel({
  title,
  description,
  footer,
  children,
}: {
  title: string;
  description?: React.ReactNode;
  footer?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Panel className="w-full gap-6 py-6 shadow-sm sm:py-8">
      <PanelHeader className="gap-1.5 px-6 text-center sm:px-8">
        <h1 className="text-xl leading-tight font-semibold tracking-tight">{title}</h1>
        {description ? <PanelDescription>{description}</PanelDescription> : null}
      </PanelHeader>
      <PanelContent className="px-6 sm:px-8">{children}</PanelContent>
      {footer ? (
        <PanelFooter className="flex-col gap-2 px-6 text-center text-sm text-zinc-600 sm:px-8 dark:text-zinc-400">
          {footer}
        </PanelFooter>
      ) : null}
    </Panel>
  );
}
