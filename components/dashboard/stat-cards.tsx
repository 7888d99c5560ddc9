"use client";

import { CalendarDays, PiggyBank, TrendingDown, TrendingUp } from "lucide-react";
import { format } from "date-fns";
import { ptBR } from "date-fns/locale";
import { daysInMonth, splitDay, todayInSaoPaulo } from "@/lib/dates";
import type {
  AverageDailySpendingJson,
  MonthlyExpenseJson,
  MonthlyRevenueJson,
  MonthlySavingsJson,
} from "@/lib/schemas/dashboard";
import { PercentageChange } from "@/components/dashboard/percentage-change";
import { StatCard } from "@/components/dashboard/stat-card";
import { useDashboardResource } from "@/components/dashboard/use-dashboard-resource";
import type { YearMonth } from "@/components/dashboard/use-dashboard-resource";

const NO_DATA = "Não foi possível carregar este valor.";

/** Revenue, expense, savings and average daily spending of the selected month. */
export function StatCards({ period, version }: { period: YearMonth; version: number }) {
  const revenue = useDashboardResource<MonthlyRevenueJson>("/dashboard/monthly-revenue", period, {
    title: "Erro ao buscar receita mensal",
    description: "Ocorreu um erro ao buscar a receita do mês.",
  }, version);
  const expense = useDashboardResource<MonthlyExpenseJson>("/dashboard/monthly-expense", period, {
    title: "Erro ao buscar despesa mensal",
    description: "Ocorreu um erro ao buscar a despesa do mês.",
  }, version);
  const savings = useDashboardResource<MonthlySavingsJson>("/dashboard/monthly-savings", period, {
    title: "Erro ao buscar economia mensal",
    description: "Ocorreu um erro ao buscar a economia do mês.",
  }, version);
  const average = useDashboardResource<AverageDailySpendingJson>(
    "/dashboard/average-daily-spending",
    period,
    { title: "Erro ao buscar média diária", description: "Ocorreu um erro ao buscar a média diária de gastos." },
    version,
  );

  const savingsValue = savings.data?.currentMonthSavings ?? null;
  return (
    <section aria-label="Resumo do mês" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        testId="stat-revenue"
        title="Receita mensal"
        icon={TrendingUp}
        tone="emerald"
        value={revenue.data?.currentMonthRevenue ?? null}
        footer={<PercentageChange value={revenue.data?.percentageIncreaseFromLastMonth ?? null} goodWhen="up" />}
        loading={revenue.loading}
        failed={revenue.failed}
        errorMessage={NO_DATA}
        onRetry={revenue.retry}
      />
      <StatCard
        testId="stat-expense"
        title="Despesa mensal"
        icon={TrendingDown}
        tone="rose"
        value={expense.data?.currentMonthExpense ?? null}
        footer={<PercentageChange value={expense.data?.percentageIncreaseFromLastMonth ?? null} goodWhen="down" />}
        loading={expense.loading}
        failed={expense.failed}
        errorMessage={NO_DATA}
        onRetry={expense.retry}
      />
      <StatCard
        testId="stat-savings"
        title="Economia mensal"
        icon={PiggyBank}
        tone="sky"
        value={savingsValue}
        valueClassName={savingsValue !== null && savingsValue < 0 ? "text-rose-600 dark:text-rose-400" : undefined}
        footer={<PercentageChange value={savings.data?.percentageChange ?? null} goodWhen="up" />}
        loading={savings.loading}
        failed={savings.failed}
        errorMessage={NO_DATA}
        onRetry={savings.retry}
      />
      <StatCard
        testId="stat-average"
        title="Média diária"
        icon={CalendarDays}
        tone="amber"
        value={average.data?.averageDailySpending ?? null}
        footer={<p className="text-xs text-zinc-500 dark:text-zinc-400">{averageBasis(period)}</p>}
        loading={average.loading}
        failed={average.failed}
        errorMessage={NO_DATA}
        onRetry={average.retry}
      />
    </section>
  );
}

/** What the average is divided by: days so far this month, all days of a past month. */
function averageBasis({ year, month }: YearMonth): string {
  const today = splitDay(todayInSaoPaulo());
  const monthName = format(new Date(year, month - 1, 1), "MMMM", { locale: ptBR });
  const order = year * 12 + month - (today.year * 12 + today.month);
  if (order > 0) return "O mês ainda não começou";
  const days = order === 0 ? today.day : daysInMonth(year, month);
  if (order === 0) return days === 1 ? "No primeiro dia do mês" : `Nos ${days} dias de ${monthName} até hoje`;
  return `Nos ${days} dias de ${monthName}`;
}
