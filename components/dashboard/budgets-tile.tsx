import { IntentLink } from "@/components/ui/intent-link";
import { PiggyBank } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { formatMoney, reaisToCents } from "@/lib/format/money";
import { budgetLevel } from "@/lib/schemas/budgets";
import type { BudgetJson } from "@/lib/schemas/budgets";
import { cn } from "@/lib/utils";
import { BUDGET_TONE } from "@/components/budgets/budget-tone";
import { DashboardTile } from "@/components/dashboard/dashboard-tile";

const SHOWN = 4;

/** 'Orçamentos' on the dashboard: the month's fullest budgets, amber from 80 %, red from 100 %. */
export function BudgetsTile({ budgetsHref, children }: { budgetsHref: string; children: React.ReactNode }) {
  return (
    <DashboardTile
      title="Orçamentos"
      description="Quanto do limite de cada categoria o mês já usou"
      link={{ href: budgetsHref, label: "Ver orçamentos" }}
      testId="budgets-tile"
    >
      {children}
    </DashboardTile>
  );
}

export function BudgetsSummary({ budgets, budgetsHref }: { budgets: BudgetJson[]; budgetsHref: string }) {
  if (budgets.length === 0) {
    return (
      <EmptyState
        icon={PiggyBank}
        title="Nenhum orçamento neste mês"
        description="Defina um limite por categoria e acompanhe o quanto já foi gasto."
        className="border-none py-6"
        action={
          <Button asChild variant="outline">
            <IntentLink href={budgetsHref}>Criar orçamento</IntentLink>
          </Button>
        }
      />
    );
  }
  const fullest = [...budgets].sort((a, b) => b.percentage - a.percentage).slice(0, SHOWN);
  return (
    <ul className="flex flex-col gap-4">
      {fullest.map((budget) => {
        const tone = BUDGET_TONE[budgetLevel(budget)];
        return (
          <li key={budget._id} data-testid="budget-summary" className="flex flex-col gap-1.5">
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="truncate font-medium text-zinc-900 dark:text-zinc-100">{budget.categoryName}</span>
              <span className={cn("shrink-0 text-xs font-medium tabular-nums", tone.text)}>{budget.percentage}%</span>
            </div>
            <div aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800">
              <div className={cn("h-full rounded-full", tone.bar)} style={{ width: `${Math.min(100, budget.percentage)}%` }} />
            </div>
            <p className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
              {formatMoney(reaisToCents(budget.spent))} de {formatMoney(reaisToCents(budget.limit))}
              {tone.label ? ` · ${tone.label}` : ""}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** The tile's frame with placeholder rows while its figures load. */
export function BudgetsTileSkeleton({ budgetsHref }: { budgetsHref: string }) {
  return (
    <BudgetsTile budgetsHref={budgetsHref}>
      <div aria-busy="true" className="flex flex-col gap-4">
        {[0, 1].map((row) => (
          <div key={row} className="flex flex-col gap-1.5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-1.5 w-full" />
          </div>
        ))}
      </div>
    </BudgetsTile>
  );
}
