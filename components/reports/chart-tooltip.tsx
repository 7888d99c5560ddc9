"use client";

import type { TooltipContentProps } from "recharts";
import type { NameType, ValueType } from "recharts/types/component/DefaultTooltipContent";
import { formatMoney, reaisToCents } from "@/lib/format/money";
import type { Reais } from "@/lib/format/money";

/**
 * A chart's hover card: the month, then each series with its amount. The charts plot reais (the
 * axis reads "1,2 mil"), and recharts hands back the number it was given.
 */
export function ChartTooltip({ active, payload, label }: Partial<TooltipContentProps<ValueType, NameType>>) {
  if (!active || !payload?.length) return null;
  return (
    <div className="rounded-lg border border-zinc-200 bg-white px-3 py-2 text-xs shadow-lg dark:border-zinc-700 dark:bg-zinc-800">
      <p className="mb-1 font-medium text-zinc-900 dark:text-zinc-100">{label}</p>
      {payload.map((entry) => (
        <p key={String(entry.dataKey)} className="flex items-center gap-2 text-zinc-700 tabular-nums dark:text-zinc-300">
          <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: entry.color }} />
          {entry.name}: {formatMoney(reaisToCents(Number(entry.value) as Reais))}
        </p>
      ))}
    </div>
  );
}

/**
 * A legend entry's name in the text colour, beside its coloured mark: the series colours (light
 * green, grey) are too faint on white to be read as text.
 */
export function legendLabel(value: string) {
  return <span className="text-zinc-700 dark:text-zinc-300">{value}</span>;
}
