import { formatMoney, reaisToCents } from "@/lib/format/money";
import type { ReportSummaryJson } from "@/lib/schemas/reports";
import { cn } from "@/lib/utils";

/** The period in four figures; money kept in objectives has its own line, apart from spending. */
export function ReportTotals({ totals }: { totals: ReportSummaryJson["totals"] }) {
  const items = [
    { label: "Receitas", value: totals.revenue, tone: "text-emerald-700 dark:text-emerald-400" },
    { label: "Despesas", value: totals.expense, tone: "text-rose-700 dark:text-rose-400" },
    {
      label: "Saldo",
      value: totals.balance,
      tone: totals.balance < 0 ? "text-rose-700 dark:text-rose-400" : "text-zinc-900 dark:text-zinc-50",
    },
    { label: "Guardado em objetivos", value: totals.saved, tone: "text-sky-700 dark:text-sky-400" },
  ];
  return (
    <dl data-testid="report-totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900">
          <dt className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{item.label}</dt>
          <dd className={cn("mt-1 text-lg font-semibold tracking-tight tabular-nums sm:text-xl", item.tone)}>
            {formatMoney(reaisToCents(item.value))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
