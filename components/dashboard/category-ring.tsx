import { formatMoney } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import type { CategoryExpenseJson } from "@/lib/schemas/dashboard";
import { formatPercentage } from "@/components/dashboard/format-percentage";
import { LazyCategoryRingChart } from "@/components/dashboard/lazy-category-ring-chart";
import { RING_SIZE } from "@/components/dashboard/ring-size";

/**
 * The ring of the biggest categories with the month's total in its hole. The total and the
 * accessible description are in the server HTML; only the drawing waits for the chart code.
 * The gaps between slices take the tile's own colour (white / zinc-900) through currentColor.
 */
export function CategoryRing({
  slices,
  totalLabel,
  totalCents,
}: {
  slices: CategoryExpenseJson[];
  totalLabel: string;
  totalCents: Cents;
}) {
  return (
    <div
      className="relative mx-auto shrink-0 text-white dark:text-zinc-900"
      style={{ width: RING_SIZE, height: RING_SIZE }}
      role="img"
      aria-label={`Gráfico de anel: ${slices.map((s) => `${s.name} ${formatPercentage(s.percentage)}`).join(", ")}`}
    >
      <LazyCategoryRingChart slices={slices} />
      <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center text-center">
        <span className="text-xs text-zinc-600 dark:text-zinc-400">{totalLabel}</span>
        <span className="text-base font-semibold text-zinc-900 tabular-nums dark:text-zinc-50">
          {formatMoney(totalCents)}
        </span>
      </div>
    </div>
  );
}
