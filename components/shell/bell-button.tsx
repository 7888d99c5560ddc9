import { Bell } from "lucide-react";
import { cn } from "@/lib/utils";

/** The top-bar bell; `hasAlert` shows the red pulsing dot (a bill due within 48 h). */
export function BellButton({ hasAlert, className, ...props }: React.ComponentProps<"button"> & { hasAlert: boolean }) {
  return (
    <button
      type="button"
      aria-label={hasAlert ? "Notificações: há pagamentos vencendo" : "Notificações"}
      data-alert={hasAlert || undefined}
      className={cn(
        "relative inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-zinc-600 transition-colors outline-none hover:bg-zinc-100 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100 dark:focus-visible:ring-emerald-500",
        className,
      )}
      {...props}
    >
      <Bell className="size-[18px]" aria-hidden="true" />
      {hasAlert ? (
        <span data-testid="bell-alert-dot" className="absolute top-2 right-2 flex size-2" aria-hidden="true">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-rose-500 opacity-75" />
          <span className="relative inline-flex size-2 rounded-full bg-rose-500 ring-2 ring-white dark:ring-zinc-950" />
        </span>
      ) : null}
    </button>
  );
}
