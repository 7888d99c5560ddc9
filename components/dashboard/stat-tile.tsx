import { CalendarDays, Info, PiggyBank, TrendingDown, TrendingUp } from "lucide-react";
import { Panel } from "@/components/ui/panel";
import { Skeleton } from "@/components/ui/skeleton";
import { formatMoney } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { cn } from "@/lib/utils";

const TONES = {
  emerald: "bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-400",
  rose: "bg-rose-50 text-rose-700 dark:bg-rose-500/10 dark:text-rose-400",
  sky: "bg-sky-50 text-sky-700 dark:bg-sky-500/10 dark:text-sky-400",
  amber: "bg-amber-50 text-amber-700 dark:bg-amber-500/10 dark:text-amber-400",
} as const;

/** The four figures at the top of the dashboard, in their order. */
export const STAT_KINDS = {
  revenue: { title: "Receita mensal", icon: TrendingUp, tone: "emerald" },
  expense: { title: "Despesa mensal", icon: TrendingDown, tone: "rose" },
  savings: { title: "Economia mensal", icon: PiggyBank, tone: "sky" },
  average: { title: "Média diária", icon: CalendarDays, tone: "amber" },
} as const;

export type StatKind = keyof typeof STAT_KINDS;

/** How savings are counted, told once where the figure is. */
const SAVINGS_RULE =
  "Receita menos despesa do mês. Dinheiro guardado em um objetivo (ou retirado dele) não conta como despesa nem como receita: ele continua seu.";

/** A hint shown on hover and on keyboard focus (CSS only, nothing to download). */
function StatHint({ text }: { text: string }) {
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-label="Como é calculada"
        aria-describedby="savings-rule"
        className="inline-flex cursor-help rounded-full text-zinc-500 outline-none hover:text-zinc-700 focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-zinc-400 dark:hover:text-zinc-200"
      >
        <Info className="size-3.5" aria-hidden="true" />
      </button>
      <span
        id="savings-rule"
        role="tooltip"
        className="invisible absolute top-full left-1/2 z-20 mt-2 w-60 -translate-x-1/2 rounded-md bg-zinc-900 px-3 py-2 text-xs font-normal text-white shadow-lg group-focus-within:visible group-hover:visible dark:bg-zinc-100 dark:text-zinc-900"
      >
        {text}
      </span>
    </span>
  );
}

/** The frame of one stat tile: its title and icon, then a value, a skeleton or an error. */
export function StatTile({
  kind,
  busy = false,
  children,
}: {
  kind: StatKind;
  busy?: boolean;
  children: React.ReactNode;
}) {
  const { title, icon: Icon, tone } = STAT_KINDS[kind];
  return (
    <Panel data-testid={`stat-${kind}`} aria-busy={busy || undefined} className="gap-3 py-4">
      <div className="flex items-center justify-between gap-3 px-5">
        <h2 className="flex items-center gap-1.5 text-sm font-medium text-zinc-600 dark:text-zinc-400">
          {title}
          {kind === "savings" ? <StatHint text={SAVINGS_RULE} /> : null}
        </h2>
        <span
          className={cn("flex size-8 shrink-0 items-center justify-center rounded-lg", TONES[tone])}
        >
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      <div className="flex min-h-14 flex-col gap-1.5 px-5">{children}</div>
    </Panel>
  );
}

/** A stat's amount; below zero (a month that spent more than it earned) it is red. */
export function StatValue({ cents, footer }: { cents: Cents; footer: React.ReactNode }) {
  return (
    <>
      <p
        data-testid="stat-value"
        className={cn(
          "text-2xl font-semibold tracking-tight text-zinc-900 tabular-nums dark:text-zinc-50",
          cents < 0 && "text-rose-700 dark:text-rose-400",
        )}
      >
        {formatMoney(cents)}
      </p>
      {footer}
    </>
  );
}

export function StatTileSkeleton({ kind }: { kind: StatKind }) {
  return (
    <StatTile kind={kind} busy>
      <Skeleton className="h-8 w-36" data-testid="stat-skeleton" />
      <Skeleton className="h-4 w-44" />
    </StatTile>
  );
}
