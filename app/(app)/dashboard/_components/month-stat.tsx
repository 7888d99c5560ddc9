import "server-only";
import { cache } from "react";
import { db } from "@/lib/server/db";
import { splitDay, todayInSaoPaulo } from "@/lib/domain/calendar";
import { reaisToCents } from "@/lib/format/money";
import type { MonthQuery } from "@/lib/schemas/month-query";
import { DEFAULT_REGIME } from "@/lib/domain/dashboard-regime";
import { DEFAULT_SCOPE } from "@/lib/domain/dashboard-scope";
import type { DashboardRegime } from "@/lib/domain/dashboard-regime";
import type { DashboardScope, ScopedMonth } from "@/lib/domain/dashboard-scope";
import { getMonthSummary } from "@/server/dashboard/get-month-summary";
import type { MonthSummary } from "@/server/dashboard/get-month-summary";
import { monthlyRevenue } from "@/server/dashboard/get-monthly-revenue";
import { monthlyExpense } from "@/server/dashboard/get-monthly-expense";
import { monthlySavings } from "@/server/dashboard/get-monthly-savings";
import { averageDailySpending, elapsedDays } from "@/server/dashboard/get-average-daily-spending";
import { averageBasis } from "@/components/dashboard/average-basis";
import { PartLoadError } from "@/components/shell/part-load-error";
import { LOAD_FAILURES } from "@/components/dashboard/load-failures";
import { PercentageChange } from "@/components/dashboard/percentage-change";
import { StatTile, StatValue } from "@/components/dashboard/stat-tile";
import type { StatKind } from "@/components/dashboard/stat-tile";
import { loadPart } from "@/lib/server/load-part";

/** The four stat tiles read one summary: one query per request, however many tiles ask. */
const loadMonthSummary = cache(
  (userId: string, year: number, month: number, regime: DashboardRegime, scope: DashboardScope) =>
    loadPart("dashboard: resumo do mês", () => getMonthSummary(db, userId, { year, month, regime, scope })),
);

/** One of the four figures of the month, with its comparison or basis underneath. */
export async function MonthStat({
  kind,
  userId,
  month,
}: {
  kind: StatKind;
  userId: string;
  month: ScopedMonth;
}) {
  const summary = await loadMonthSummary(
    userId,
    month.year,
    month.month,
    month.regime ?? DEFAULT_REGIME,
    month.scope ?? DEFAULT_SCOPE,
  );
  return (
    <StatTile kind={kind}>
      {summary.ok ? (
        <StatBody kind={kind} summary={summary.data} month={month} />
      ) : (
        <PartLoadError compact failure={LOAD_FAILURES[kind]} />
      )}
    </StatTile>
  );
}

function StatBody({
  kind,
  summary,
  month,
}: {
  kind: StatKind;
  summary: MonthSummary;
  month: MonthQuery;
}) {
  switch (kind) {
    case "revenue": {
      const { currentMonthRevenue, comparison } = monthlyRevenue(summary);
      return (
        <StatValue
          cents={reaisToCents(currentMonthRevenue)}
          footer={<PercentageChange comparison={comparison} partial={summary.partial} goodWhen="up" />}
        />
      );
    }
    case "expense": {
      const { currentMonthExpense, comparison } = monthlyExpense(summary);
      return (
        <StatValue
          cents={reaisToCents(currentMonthExpense)}
          footer={<PercentageChange comparison={comparison} partial={summary.partial} goodWhen="down" />}
        />
      );
    }
    case "savings": {
      const { currentMonthSavings, comparison } = monthlySavings(summary);
      return (
        <StatValue
          cents={reaisToCents(currentMonthSavings)}
          footer={<PercentageChange comparison={comparison} partial={summary.partial} goodWhen="up" />}
        />
      );
    }
    case "average": {
      const today = todayInSaoPaulo();
      const now = splitDay(today);
      const isCurrentMonth = now.year === month.year && now.month === month.month;
      return (
        <StatValue
          cents={reaisToCents(averageDailySpending(summary.current.despesa, month, today).averageDailySpending)}
          footer={
            <p className="text-xs text-zinc-600 dark:text-zinc-400">
              {averageBasis(month.month, elapsedDays(month, today), isCurrentMonth)}
            </p>
          }
        />
      );
    }
  }
}
