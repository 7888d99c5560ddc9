import { formatMoney, reaisToCents } from "@/lib/format/money";
import type { ShareJson } from "@/lib/schemas/reports";
import { formatPercentage } from "@/components/dashboard/format-percentage";

/** A ranked list (categories, payment methods): name, amount, share of the expense and a bar. */
export function ShareList({ shares, empty, testId }: { shares: ShareJson[]; empty: string; testId: string }) {
  if (shares.length === 0) return <p className="py-6 text-center text-sm text-zinc-600 dark:text-zinc-400">{empty}</p>;
  return (
    <ol data-testid={testId} className="flex flex-col gap-3">
      {shares.map((share) => (
        <li key={share.id ?? "none"} className="flex flex-col gap-1.5">
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="flex min-w-0 items-center gap-2">
              <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: share.color }} />
              <span className="truncate font-medium text-zinc-900 dark:text-zinc-100">{share.name}</span>
            </span>
            <span className="shrink-0 text-zinc-700 tabular-nums dark:text-zinc-300">
              {formatMoney(reaisToCents(share.total))} · {formatPercentage(share.percentage)}
            </span>
          </div>
          <div aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800">
            <div className="h-full rounded-full" style={{ width: `${Math.min(100, share.percentage)}%`, backgroundColor: share.color }} />
          </div>
        </li>
      ))}
    </ol>
  );
}
