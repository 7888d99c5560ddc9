import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** Every empty list: an icon, one sentence, and (usually) one primary button. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
}: {
  icon: LucideIcon;
  title: string;
  description?: React.ReactNode;
  action?: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-zinc-200 px-6 py-12 text-center dark:border-zinc-800",
        className,
      )}
    >
      <div className="flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 ring-8 ring-emerald-50/50 dark:bg-emerald-500/10 dark:text-emerald-400 dark:ring-emerald-500/5">
        <Icon className="size-5" aria-hidden="true" />
      </div>
      <div className="flex max-w-sm flex-col gap-1">
        <p className="text-base font-semibold text-zinc-900 dark:text-zinc-100">{title}</p>
        {description ? <p className="text-sm text-zinc-600 dark:text-zinc-400">{description}</p> : null}
      </div>
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
