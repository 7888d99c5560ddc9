import { PieChart as PieChartIcon } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { centsToNumber, decimalToCents, formatBRL } from "@/lib/money";
import type { CategoryExpenseJson } from "@/lib/schemas/dashboard";
import { CategoryRing } from "@/components/dashboard/category-ring";
import { DashboardCard } from "@/components/dashboard/dashboard-card";
import { formatPercentage } from "@/components/dashboard/format-percentage";

/** The ring shows the first 4 categories (they come largest first). */
export const RING_CATEGORIES = 4;

const LAYOUT = "flex flex-col items-center gap-5 sm:flex-row lg:flex-col lg:items-stretch";

export function CategoryDistributionCard({
  className,
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <DashboardCard
      testId="category-distribution"
      title="Distribuição por Categorias"
      description="Para onde foram as despesas do mês"
      className={className}
    >
      {children}
    </DashboardCard>
  );
}

export function CategoryDistributionSkeleton() {
  return (
    <div className={LAYOUT} aria-label="Carregando categorias">
      <Skeleton className="mx-auto size-44 shrink-0 rounded-full" />
      <div className="flex w-full flex-col gap-3">
        {Array.from({ length: RING_CATEGORIES }, (_, i) => (
          <Skeleton key={i} className="h-5 w-full" />
        ))}
      </div>
    </div>
  );
}

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
    <div className={LAYOUT}>
      <CategoryRing
        slices={expenses.slice(0, RING_CATEGORIES)}
        totalLabel="Total"
        total={centsToNumber(expenses.reduce((sum, item) => sum + decimalToCents(item.total), 0))}
      />
      <ul
        aria-label="Despesas por categoria"
        className="-mr-2 flex max-h-56 w-full min-w-0 flex-col gap-0.5 overflow-y-auto pr-2"
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
              {formatBRL(item.total)}
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
