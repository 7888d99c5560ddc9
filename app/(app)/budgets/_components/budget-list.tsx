import "server-only";
import { PiggyBank } from "lucide-react";
import { db } from "@/lib/server/db";
import type { DashboardMonth } from "@/lib/domain/dashboard-regime";
import { listBudgets } from "@/server/budgets/list-budgets";
import { listCategories } from "@/server/categories/list-categories";
import { Panel, PanelContent } from "@/components/ui/panel";
import { EmptyState } from "@/components/ui/empty-state";
import { PartLoadError } from "@/components/shell/part-load-error";
import { BudgetLimitEditor } from "@/components/budgets/budget-limit-editor";
import { BudgetRow } from "@/components/budgets/budget-row";
import { NewBudgetButton } from "@/components/budgets/new-budget-button";
import { loadPart } from "@/lib/server/load-part";
import { readHouseholdView } from "@/server/households/read-household-view";
import { mayChangeItem } from "@/components/household-items/household-view";

/** The month's budgets, one row each, and the categories still without one (for 'Definir orçamento'). */
export async function BudgetList({ userId, month }: { userId: string; month: DashboardMonth }) {
  const result = await loadPart("orçamentos", () =>
    Promise.all([listBudgets(db, userId, month), listCategories(db, userId), readHouseholdView(db, userId)]),
  );
  if (!result.ok) {
    return (
      <Panel>
        <PanelContent>
          <PartLoadError
            failure={{ title: "Erro ao buscar orçamentos", description: "Ocorreu um erro ao buscar os orçamentos do mês." }}
          />
        </PanelContent>
      </Panel>
    );
  }
  const [budgets, categories, household] = result.data;
  const withBudget = new Set(budgets.map((b) => b.categoryId));
  // A budget limits spending: categories only of receitas are not offered.
  const free = categories
    .filter((c) => !withBudget.has(c._id) && c.type !== "receita")
    .map((c) => ({ _id: c._id, name: c.name, color: c.color, household: c.household }));

  if (budgets.length === 0) {
    return (
      <EmptyState
        icon={PiggyBank}
        title="Nenhum orçamento neste mês"
        description={
          categories.length === 0
            ? "Um orçamento é o quanto você quer gastar por mês em uma categoria. Crie uma categoria para começar."
            : "Um orçamento é o quanto você quer gastar por mês em uma categoria. O Bolso avisa quando o gasto chega a 80% e a 100% do limite."
        }
        action={<NewBudgetButton categories={free} month={month.month} year={month.year} household={household} label="Criar orçamento" />}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <NewBudgetButton categories={free} month={month.month} year={month.year} household={household} />
      </div>
      <Panel>
        <PanelContent>
          <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
            {budgets.map((budget) => (
              <BudgetRow
                key={budget._id}
                budget={budget}
                household={household}
                actions={
                  // A "Só ver" member reads the household's budgets, without changing them.
                  mayChangeItem(budget) ? <BudgetLimitEditor budget={budget} month={month.month} year={month.year} /> : null
                }
              />
            ))}
          </ul>
        </PanelContent>
      </Panel>
    </div>
  );
}
