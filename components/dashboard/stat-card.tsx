import type { LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatBRL } from "@/lib/money";
import { cn } from "@/lib/utils";
import { CardLoadError } from "@/components/dashboard/card-load-error";

const TONES = {
  emerald: "bg-emerald-50 text-emerald-600 dark:bg-emerald-500/10 dark:text-emerald-400",
  rose: "bg-rose-50 text-rose-600 dark:bg-rose-500/10 dark:text-rose-400",
  sky: "bg-sky-50 text-sky-600 dark:bg-sky-500/10 dark:text-sky-400",
  amber: "bg-amber-50 text-amber-600 dark:bg-amber-500/10 dark:text-amber-400",
} as const;

/** One of the four figures at the top of the dashboard, with its own loading and error states. */
export function StatCard({
  title,
  icon: Icon,
  tone,
  value,
  valueClassName,
  footer,
  loading,
  failed,
  errorMessage,
  onRetry,
  testId,
}: {
  title: string;
  icon: LucideIcon;
  tone: keyof typeof TONES;
  value: number | null;
  valueClassName?: string;
  footer: React.ReactNode;
  loading: boolean;
  failed: boolean;
  errorMessage: string;
  onRetry: () => void;
  testId: string;
}) {
  return (
    <Card data-testid={testId} aria-busy={loading || undefined} className="gap-3 py-4">
      <div className="flex items-center justify-between gap-3 px-5">
        <h2 className="text-sm font-medium text-zinc-600 dark:text-zinc-400">{title}</h2>
        <span className={cn("flex size-8 shrink-0 items-center justify-center rounded-lg", TONES[tone])}>
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      <div className="flex min-h-14 flex-col gap-1.5 px-5">
        {loading ? (
          <>
            <Skeleton className="h-8 w-36" data-testid="stat-skeleton" />
            <Skeleton className="h-4 w-44" />
          </>
        ) : failed || value === null ? (
          <CardLoadError compact message={errorMessage} onRetry={onRetry} />
        ) : (
          <>
            <p
              data-testid="stat-value"
              className={cn(
                "text-2xl font-semibold tracking-tight text-zinc-900 tabular-nums dark:text-zinc-50",
                valueClassName,
              )}
            >
              {formatBRL(value)}
            </p>
            {footer}
          </>
        )}
      </div>
    </Card>
  );
}
