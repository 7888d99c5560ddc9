import "server-only";
import { db } from "@/lib/server/db";
import type { DashboardMonth } from "@/lib/domain/dashboard-regime";
import { listBudgets } from "@/server/budgets/list-budgets";
import { CardLoadError } from "@/components/dashboard/card-load-error";
import { BudgetsCard, BudgetsSummary } from "@/components/dashboard/budgets-card";
import { loadCard } from "./load-card";

/** The month's budgets on the dashboard, in the dashboard's regime. */
export async function Budgets({ userId, month, budgetsHref }: { userId: string; month: DashboardMonth; budgetsHref: string }) {
  const result = await loadCard("orçamentos", () => listBudgets(db, userId, month));
  return (
    <BudgetsCard budgetsHref={budgetsHref}>
      {result.ok ? (
        <BudgetsSummary budgets={result.data} budgetsHref={budgetsHref} />
      ) : (
        <CardLoadError failure={{ title: "Erro ao buscar orçamentos", description: "Ocorreu um erro ao buscar os orçamentos do mês." }} />
      )}
    </BudgetsCard>
  );
}
