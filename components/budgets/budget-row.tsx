import { formatMoney, negateCents, reaisToCents } from "@/lib/format/money";
import { budgetLevel } from "@/lib/schemas/budgets";
import type { BudgetJson } from "@/lib/schemas/budgets";
import { cn } from "@/lib/utils";
import { BUDGET_TONE } from "@/components/budgets/budget-tone";
import { HouseholdBadge } from "@/components/household-items/household-badge";
import { householdOwnerLine } from "@/components/household-items/household-view";
import type { HouseholdView } from "@/lib/domain/household-view";

/** One category's budget: name, "Da casa" when the household's, a bar of what was spent, the figures, and `actions`. */
export function BudgetRow({
  budget,
  household = null,
  actions,
}: {
  budget: BudgetJson;
  household?: HouseholdView | null;
  actions: React.ReactNode;
}) {
  const level = budgetLevel(budget);
  const tone = BUDGET_TONE[level];
  const remainingCents = reaisToCents(budget.remaining);
  const over = remainingCents < 0;
  return (
    <li data-testid="budget-row" data-level={level} className="flex flex-col gap-2 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex min-w-0 items-center gap-2 text-sm font-medium text-zinc-900 dark:text-zinc-100">
          <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: budget.color }} />
          <span className="truncate">{budget.categoryName}</span>
          {tone.label ? <span className={cn("text-xs font-medium", tone.text)}>{tone.label}</span> : null}
        </p>
        {budget.household ? <HouseholdBadge ownerLine={householdOwnerLine(budget, household)} /> : null}
        {actions}
      </div>
      <div
        role="progressbar"
        aria-label={`Gasto em ${budget.categoryName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, budget.percentage)}
        aria-valuetext={`${budget.percentage}% do limite`}
        className="h-2 w-full overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800"
      >
        <div className={cn("h-full rounded-full", tone.bar)} style={{ width: `${Math.min(100, budget.percentage)}%` }} />
      </div>
      <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs tabular-nums">
        <span className="text-zinc-700 dark:text-zinc-300">
          <span className="font-semibold">{formatMoney(reaisToCents(budget.spent))}</span> de{" "}
          {formatMoney(reaisToCents(budget.limit))} ({budget.percentage}%)
        </span>
        <span className={cn(over ? "font-medium text-rose-700 dark:text-rose-400" : "text-zinc-600 dark:text-zinc-400")}>
          {over ? `${formatMoney(negateCents(remainingCents))} acima do limite` : `Restam ${formatMoney(remainingCents)}`}
        </span>
      </div>
    </li>
  );
}
