import type { Metadata } from "next";
import { Download } from "lucide-react";
import { Suspense } from "react";
import type { PageSearchParams } from "@/lib/month-params";
import { formatMonthLabel } from "@/lib/dates";
import { periodSearch, presetFromSearchParams, presetPeriod } from "@/lib/report-presets";
import { requirePageUser } from "@/server/auth/require-page-user";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/shell/page-header";
import { ReportPresetsNav } from "@/components/reports/report-presets-nav";
import { ReportBodySkeleton } from "@/components/reports/report-body-skeleton";
import { ReportBody } from "./_components/report-body";

export const metadata: Metadata = { title: "Relatórios" };

/** Relatórios: the period (`?periodo=3m|6m|12m|ano`) month by month, by category and by payment method. */
export default async function ReportsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const user = await requirePageUser();
  const preset = presetFromSearchParams(await searchParams);
  const period = presetPeriod(preset);
  const range = `${formatMonthLabel(period.from.year, period.from.month)} a ${formatMonthLabel(period.to.year, period.to.month)}`;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Relatórios"
        description={range}
        actions={
          <>
            <ReportPresetsNav current={preset} />
            <Button variant="outline" asChild>
              <a href={`/api/v1/reports/transactions.csv?${periodSearch(period)}`} download>
                <Download aria-hidden="true" />
                Exportar CSV
              </a>
            </Button>
          </>
        }
      />
      <Suspense key={preset} fallback={<ReportBodySkeleton />}>
        <ReportBody userId={user.id} period={period} />
      </Suspense>
    </div>
  );
}
