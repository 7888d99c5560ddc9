import Link from "next/link";
import { formatMoney, reaisToCents } from "@/lib/format/money";
import { budgetLevel } from "@/lib/schemas/budgets";
import type { BudgetJson } from "@/lib/schemas/budgets";
import { cn } from "@/lib/utils";

/** The bell's rows for this month's budgets at 80 % or more: amber near the limit, red past it. */
export function BellBudgetItems({ budgets }: { budgets: BudgetJson[] }) {
  return budgets.map((budget) => {
    const exceeded = budgetLevel(budget) === "exceeded";
    const tone = exceeded ? "text-rose-700 dark:text-rose-400" : "text-amber-700 dark:text-amber-400";
    return (
      <li key={budget._id} data-testid="bell-budget" className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
        <Link href="/budgets" className="flex min-w-0 flex-col outline-none hover:underline focus-visible:underline">
          <span className="truncate font-medium">Orçamento: {budget.categoryName}</span>
          <span className={cn("text-xs tabular-nums", tone)}>
            {exceeded ? "Limite atingido" : "Perto do limite"}: {formatMoney(reaisToCents(budget.spent))} de {formatMoney(reaisToCents(budget.limit))}
          </span>
        </Link>
        <span className={cn("shrink-0 font-semibold tabular-nums", tone)}>{budget.percentage}%</span>
      </li>
    );
  });
}
