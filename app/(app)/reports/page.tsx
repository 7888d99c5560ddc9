import type { Metadata } from "next";
import { Download } from "lucide-react";
import { Suspense } from "react";
import type { PageSearchParams } from "@/lib/domain/month-params";
import { formatMonthLabel } from "@/lib/format/dates";
import { periodSearch, presetFromSearchParams, presetPeriod } from "@/lib/domain/report-presets";
import { requirePageUser } from "@/server/auth/require-page-user";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/shell/page-header";
import { ReportPresetsNav } from "@/components/reports/report-presets-nav";
import { ReportBodySkeleton } from "@/components/reports/report-body-skeleton";
import { TagReportSkeleton } from "@/components/reports/tag-report-skeleton";
import { firstParam } from "@/lib/domain/month-params";
import { TAG_NAME_MAX } from "@/lib/schemas/tags";
import { RegimeToggle } from "@/components/dashboard/regime-toggle";
import { db } from "@/lib/server/db";
import { getDashboardRegime } from "@/server/users/get-dashboard-regime";
import { ReportBody } from "./_components/report-body";
import { TagReport } from "./_components/tag-report";
import { PayeeReport } from "./_components/payee-report";

export const metadata: Metadata = { title: "Relatórios" };

/**
 * Relatórios: the period (`?periodo=3m|6m|12m|ano`) month by month, by category, by payment
 * method and by tag (`?tag=` shows one tag's spending by category), card purchases counted in the
 * regime the user chose (the dashboard's); the CSV follows it.
 */
export default async function ReportsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const user = await requirePageUser();
  const params = await searchParams;
  const preset = presetFromSearchParams(params);
  const tag = (firstParam(params, "tag") ?? "").trim().slice(0, TAG_NAME_MAX);
  const tagHref = (name: string) => `/reports?${new URLSearchParams({ periodo: preset, tag: name }).toString()}#tags`;
  const regime = await getDashboardRegime(db, user.id);
  const period = { ...presetPeriod(preset), regime };
  const range = `${formatMonthLabel(period.from.year, period.from.month)} a ${formatMonthLabel(period.to.year, period.to.month)}`;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Relatórios"
        description={range}
        actions={
          <div className="flex flex-col gap-2 sm:items-end">
            <div className="flex flex-wrap items-center gap-2">
              <ReportPresetsNav current={preset} tag={tag} />
              <Button variant="outline" asChild>
                <a href={`/api/v1/reports/transactions.csv?${periodSearch(period)}&regime=${regime}`} download>
                  <Download aria-hidden="true" />
                  Exportar CSV
                </a>
              </Button>
            </div>
            <RegimeToggle regime={regime} />
          </div>
        }
      />
      <Suspense key={`${preset}&${regime}`} fallback={<ReportBodySkeleton />}>
        <ReportBody userId={user.id} period={period} />
      </Suspense>
      <Suspense key={`${preset}&${regime}&${tag}`} fallback={<TagReportSkeleton />}>
        <TagReport userId={user.id} period={period} tag={tag} hrefFor={tagHref} />
      </Suspense>
      <Suspense key={`${preset}&${regime}&payees`} fallback={<TagReportSkeleton />}>
        <PayeeReport userId={user.id} period={period} />
      </Suspense>
    </div>
  );
}
