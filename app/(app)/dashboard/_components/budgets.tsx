import "server-only";
import { db } from "@/lib/server/db";
import type { DashboardMonth } from "@/lib/domain/dashboard-regime";
import type { DashboardScope } from "@/lib/domain/dashboard-scope";
import { listBudgets } from "@/server/budgets/list-budgets";
import { PartLoadError } from "@/components/shell/part-load-error";
import { BudgetsTile, BudgetsSummary } from "@/components/dashboard/budgets-tile";
import { loadPart } from "@/lib/server/load-part";

/** The month's budgets on the dashboard, in the dashboard's regime; "Casa": the household's. */
export async function Budgets({
  userId,
  month,
  budgetsHref,
  scope,
}: {
  userId: string;
  month: DashboardMonth;
  budgetsHref: string;
  scope: DashboardScope;
}) {
  const result = await loadPart("dashboard: orçamentos", async () =>
    (await listBudgets(db, userId, month)).filter((budget) => scope === "me" || budget.household),
  );
  return (
    <BudgetsTile budgetsHref={budgetsHref}>
      {result.ok ? (
        <BudgetsSummary budgets={result.data} budgetsHref={budgetsHref} />
      ) : (
        <PartLoadError failure={{ title: "Erro ao buscar orçamentos", description: "Ocorreu um erro ao buscar os orçamentos do mês." }} />
      )}
    </BudgetsTile>
  );
}
