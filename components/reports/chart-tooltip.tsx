"use client";

import type { TooltipContentProps } from "recharts";
import type { NameType, ValueType } from "recharts/types/component/DefaultTooltipContent";

/** A chart's hover card: the month, then each series with its value. */
export function ChartTooltip({
  active,
  payload,
  label,
  format,
}: Partial<TooltipContentProps<ValueType, NameType>> & { format: (value: number) => string }) {
  if (!active || !payload?.length) return null;
  return (
    <div className="rounded-lg border border-zinc-200 bg-white px-3 py-2 text-xs shadow-lg dark:border-zinc-700 dark:bg-zinc-800">
      <p className="mb-1 font-medium text-zinc-900 dark:text-zinc-100">{label}</p>
      {payload.map((entry) => (
        <p key={String(entry.dataKey)} className="flex items-center gap-2 text-zinc-700 tabular-nums dark:text-zinc-300">
          <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: entry.color }} />
          {entry.name}: {format(Number(entry.value))}
        </p>
      ))}
    </div>
  );
}
