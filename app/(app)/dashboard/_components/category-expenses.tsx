import "server-only";
import { db } from "@/lib/server/db";
import type { ScopedMonth } from "@/lib/domain/dashboard-scope";
import { getCategoryExpenses } from "@/server/dashboard/get-category-expenses";
import { PartLoadError } from "@/components/shell/part-load-error";
import { CategoryDistributionTile } from "@/components/dashboard/category-distribution-tile";
import { CategoryDistribution } from "@/components/dashboard/category-distribution";
import { LOAD_FAILURES } from "@/components/dashboard/load-failures";
import { loadPart } from "@/lib/server/load-part";

export async function CategoryExpenses({ userId, month }: { userId: string; month: ScopedMonth }) {
  const result = await loadPart("dashboard: despesas por categoria", () =>
    getCategoryExpenses(db, userId, month),
  );
  return (
    <CategoryDistributionTile>
      {result.ok ? (
        <CategoryDistribution expenses={result.data} />
      ) : (
        <PartLoadError failure={LOAD_FAILURES.categories} />
      )}
    </CategoryDistributionTile>
  );
}
