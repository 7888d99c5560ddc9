import "server-only";
import { db } from "@/lib/server/db";
import type { DashboardMonth } from "@/lib/domain/dashboard-regime";
import { getCategoryExpenses } from "@/server/dashboard/get-category-expenses";
import { CardLoadError } from "@/components/dashboard/card-load-error";
import { CategoryDistributionCard } from "@/components/dashboard/category-distribution-card";
import { CategoryDistribution } from "@/components/dashboard/category-distribution";
import { LOAD_FAILURES } from "@/components/dashboard/load-failures";
import { loadCard } from "./load-card";

export async function CategoryExpenses({ userId, month }: { userId: string; month: DashboardMonth }) {
  const result = await loadCard("despesas por categoria", () =>
    getCategoryExpenses(db, userId, month),
  );
  return (
    <CategoryDistributionCard>
      {result.ok ? (
        <CategoryDistribution expenses={result.data} />
      ) : (
        <CardLoadError failure={LOAD_FAILURES.categories} />
      )}
    </CategoryDistributionCard>
  );
}
