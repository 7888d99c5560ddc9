"use client";

import { Cell, Pie, PieChart, Tooltip } from "recharts";
import type { TooltipContentProps } from "recharts";
import type { NameType, ValueType } from "recharts/types/component/DefaultTooltipContent";
import { formatMoney, reaisToCents } from "@/lib/format/money";
import type { CategoryExpenseJson } from "@/lib/schemas/dashboard";
import { formatPercentage } from "@/components/dashboard/format-percentage";
import { RING_SIZE } from "@/components/dashboard/ring-size";

/** The drawing of the category ring (loaded lazily by LazyCategoryRingChart). */
export function CategoryRingChart({ slices }: { slices: CategoryExpenseJson[] }) {
  return (
    <PieChart width={RING_SIZE} height={RING_SIZE} accessibilityLayer={false}>
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
  );
}

function RingTooltip({ active, payload }: TooltipContentProps<ValueType, NameType>) {
  const slice = active ? (payload?.[0]?.payload as CategoryExpenseJson | undefined) : undefined;
  if (!slice) return null;
  return (
    <div className="rounded-lg border border-zinc-200 bg-white px-3 py-2 text-xs shadow-lg dark:border-zinc-700 dark:bg-zinc-800">
      <p className="font-medium text-zinc-900 dark:text-zinc-100">{slice.name}</p>
      <p className="text-zinc-600 tabular-nums dark:text-zinc-300">
        {formatMoney(reaisToCents(slice.total))} · {formatPercentage(slice.percentage)}
      </p>
    </div>
  );
}
