import type { LucideIcon } from "lucide-react";
import { Panel, PanelContent } from "@/components/ui/panel";
import { cn } from "@/lib/utils";

/** The centred card of the checkout return pages (success and cancel). */
export function PaymentResult({
  icon: Icon,
  tone,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  tone: "success" | "neutral";
  title: string;
  children: React.ReactNode;
  action: React.ReactNode;
}) {
  return (
    <div className="flex justify-center py-8 sm:py-16">
      <Panel className="w-full max-w-md">
        <PanelContent className="flex flex-col items-center gap-4 py-4 text-center">
          <div
            className={cn(
              "flex size-14 items-center justify-center rounded-full ring-8",
              tone === "success"
                ? "bg-emerald-50 text-emerald-700 ring-emerald-50/50 dark:bg-emerald-500/10 dark:text-emerald-400 dark:ring-emerald-500/5"
                : "bg-zinc-100 text-zinc-600 ring-zinc-100/50 dark:bg-zinc-800 dark:text-zinc-400 dark:ring-zinc-800/40",
            )}
          >
            <Icon className="size-7" aria-hidden="true" />
          </div>
          <h1 className="text-2xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">{title}</h1>
          <div className="text-sm text-zinc-600 dark:text-zinc-400">{children}</div>
          <div className="mt-2 flex w-full flex-col gap-2">{action}</div>
        </PanelContent>
      </Panel>
    </div>
  );
}
