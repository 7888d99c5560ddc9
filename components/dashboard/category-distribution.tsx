import { PieChart as PieChartIcon } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { formatMoney, reaisToCents, sumCents } from "@/lib/format/money";
import type { CategoryExpenseJson } from "@/lib/schemas/dashboard";
import { CategoryRing } from "@/components/dashboard/category-ring";
import { formatPercentage } from "@/components/dashboard/format-percentage";
import { CATEGORY_LAYOUT, RING_CATEGORIES } from "@/components/dashboard/category-distribution-tile";

/** The month's expense by category: the ring of the biggest ones and the full list beside it. */
export function CategoryDistribution({ expenses }: { expenses: readonly CategoryExpenseJson[] }) {
  if (expenses.length === 0) {
    return (
      <EmptyState
        icon={PieChartIcon}
        title="Sem despesas neste mês"
        description="Quando você registrar despesas, verá aqui como elas se dividem."
        className="border-none py-6"
      />
    );
  }
  return (
    <div className={CATEGORY_LAYOUT}>
      <CategoryRing
        slices={expenses.slice(0, RING_CATEGORIES)}
        totalLabel="Total"
        totalCents={sumCents(expenses.map((item) => reaisToCents(item.total)))}
      />
      <ul
        aria-label="Despesas por categoria"
        className="scroll-shadows -mr-2 flex max-h-56 w-full min-w-0 flex-col gap-0.5 overflow-y-auto pr-2"
        tabIndex={0}
      >
        {expenses.map((item) => (
          <li
            key={item.id ?? "sem-categoria"}
            data-testid="category-expense"
            className="flex items-center gap-3 py-1.5 text-sm"
          >
            <span
              className="size-2.5 shrink-0 rounded-full"
              style={{ backgroundColor: item.color }}
              aria-hidden="true"
            />
            <span className="min-w-0 flex-1 truncate text-zinc-700 dark:text-zinc-300">
              {item.name}
            </span>
            <span className="shrink-0 text-right font-medium text-zinc-900 tabular-nums dark:text-zinc-100">
              {formatMoney(reaisToCents(item.total))}
            </span>
            <span className="w-12 shrink-0 text-right text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
              {formatPercentage(item.percentage)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
