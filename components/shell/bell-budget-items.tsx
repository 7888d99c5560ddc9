import { formatBRL } from "@/lib/money";
import { budgetLevel } from "@/lib/schemas/budgets";
import type { BudgetJson } from "@/lib/schemas/budgets";
import { cn } from "@/lib/utils";

/** The bell's rows for this month's budgets at 80 % or more: amber near the limit, red past it. */
export function BellBudgetItems({ budgets }: { budgets: BudgetJson[] }) {
  return budgets.map((budget) => {
    const exceeded = budgetLevel(budget) === "exceeded";
    return (
      <li key={budget._id} data-testid="bell-budget" className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
        <div className="flex min-w-0 flex-col">
          <span className="truncate font-medium">Orçamento: {budget.categoryName}</span>
          <span
            className={cn(
              "text-xs",
              exceeded ? "text-rose-700 dark:text-rose-400" : "text-amber-700 dark:text-amber-400",
            )}
          >
            {exceeded ? `Limite atingido: ${budget.percentage}% usado` : `${budget.percentage}% do limite usado`}
          </span>
        </div>
        <span className="shrink-0 font-medium tabular-nums">
          {formatBRL(budget.spent)} / {formatBRL(budget.limit)}
        </span>
      </li>
    );
  });
}
