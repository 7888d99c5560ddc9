import "server-only";
import { db } from "@/lib/server/db";
import type { DashboardMonth } from "@/lib/domain/dashboard-regime";
import { listBudgets } from "@/server/budgets/list-budgets";
import { PartLoadError } from "@/components/shell/part-load-error";
import { BudgetsTile, BudgetsSummary } from "@/components/dashboard/budgets-tile";
import { loadPart } from "@/lib/server/load-part";

/** The month's budgets on the dashboard, in the dashboard's regime. */
export async function Budgets({ userId, month, budgetsHref }: { userId: string; month: DashboardMonth; budgetsHref: string }) {
  const result = await loadPart("dashboard: orçamentos", () => listBudgets(db, userId, month));
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
