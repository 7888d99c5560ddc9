"use client";

import { Cell, Pie, PieChart, Tooltip } from "recharts";
import type { TooltipContentProps } from "recharts";
import type { NameType, ValueType } from "recharts/types/component/DefaultTooltipContent";
import { formatBRL } from "@/lib/money";
import type { CategoryExpenseJson } from "@/lib/schemas/dashboard";
import { formatPercentage } from "@/components/dashboard/format-percentage";

const SIZE = 176;

/**
 * The ring of the biggest categories. The gaps between slices are drawn in the card's own colour
 * (white / zinc-900), so the ring reads the same in light and dark mode.
 */
export function CategoryRingChart({
  slices,
  totalLabel,
  total,
}: {
  slices: CategoryExpenseJson[];
  totalLabel: string;
  total: number;
}) {
  return (
    <div
      className="relative mx-auto shrink-0 text-white dark:text-zinc-900"
      style={{ width: SIZE, height: SIZE }}
      role="img"
      aria-label={`Gráfico de anel: ${slices.map((s) => `${s.name} ${formatPercentage(s.percentage)}`).join(", ")}`}
    >
      <PieChart width={SIZE} height={SIZE} accessibilityLayer={false}>
        <Pie
          data={slices}
          dataKey="total"
          nameKey="name"
          innerRadius={58}
          outerRadius={84}
          paddingAngle={slices.length > 1 ? 2 : 0}
          cornerRadius={4}
          stroke="currentColor"
          strokeWidth={2}
          isAnimationActive={false}
        >
          {slices.map((slice) => (
            <Cell key={slice.id ?? "sem-categoria"} fill={slice.color} />
          ))}
        </Pie>
        <Tooltip content={RingTooltip} />
      </PieChart>
      <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center text-center">
        <span className="text-xs text-zinc-500 dark:text-zinc-400">{totalLabel}</span>
        <span className="text-base font-semibold text-zinc-900 tabular-nums dark:text-zinc-50">{formatBRL(total)}</span>
      </div>
    </div>
  );
}

function RingTooltip({ active, payload }: TooltipContentProps<ValueType, NameType>) {
  const slice = active ? (payload?.[0]?.payload as CategoryExpenseJson | undefined) : undefined;
  if (!slice) return null;
  return (
    <div className="rounded-lg border border-zinc-200 bg-white px-3 py-2 text-xs shadow-lg dark:border-zinc-700 dark:bg-zinc-800">
      <p className="font-medium text-zinc-900 dark:text-zinc-100">{slice.name}</p>
      <p className="text-zinc-600 tabular-nums dark:text-zinc-300">
        {formatBRL(slice.total)} · {formatPercentage(slice.percentage)}
      </p>
    </div>
  );
}
