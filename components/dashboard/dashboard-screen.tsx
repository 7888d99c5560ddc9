"use client";

import { useCallback, useState } from "react";
import { currentYearMonth, splitDay, toDay } from "@/lib/dates";
import { PageHeader } from "@/components/shell/page-header";
import { CategoryDistributionCard } from "@/components/dashboard/category-distribution-card";
import { MonthPicker } from "@/components/dashboard/month-picker";
import { ObjectivesCard } from "@/components/dashboard/objectives-card";
import { PendingPaymentsCard } from "@/components/dashboard/pending-payments-card";
import { RecentTransactionsCard } from "@/components/dashboard/recent-transactions-card";
import { StatCards } from "@/components/dashboard/stat-cards";

/** The month at a glance: every card loads on its own, for the chosen month. */
export function DashboardScreen() {
  const [firstDay, setFirstDay] = useState(() => {
    const { year, month } = currentYearMonth();
    return toDay(year, month, 1);
  });
  // Bumped after a bill is paid or unpaid: the month's figures reload in place.
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  const { year, month } = splitDay(firstDay);
  const period = { year, month };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Dashboard"
        description="Seu mês em um relance"
        actions={<MonthPicker value={firstDay} onChange={setFirstDay} />}
        className="[&>div:last-child]:w-full sm:[&>div:last-child]:w-auto"
      />
      <StatCards period={period} version={version} />
      <div className="grid gap-4 lg:grid-cols-5">
        <RecentTransactionsCard period={period} version={version} className="lg:col-span-3" />
        <CategoryDistributionCard period={period} version={version} className="lg:col-span-2" />
        <PendingPaymentsCard period={period} version={version} onChanged={refresh} className="lg:col-span-3" />
        <ObjectivesCard className="lg:col-span-2" />
      </div>
    </div>
  );
}
