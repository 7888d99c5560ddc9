import type { Metadata } from "next";
import { Download } from "lucide-react";
import { Suspense } from "react";
import type { PageSearchParams } from "@/lib/domain/month-params";
import { requirePageUser } from "@/server/auth/require-page-user";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/shell/page-header";
import { TaxNote } from "./_components/tax-note";
import { TaxReportBody } from "./_components/tax-report-body";
import { TaxReportSkeleton } from "./_components/tax-report-skeleton";
import { TaxYearNav } from "./_components/tax-year-nav";
import { taxYearFromSearchParams, taxYears } from "@/lib/domain/tax/tax-year";

export const metadata: Metadata = { title: "Imposto de Renda" };

/**
 * Imposto de Renda: the ano-calendário in the URL (`?ano=2026`, the last closed one by default),
 * the year's fichas as the DIRPF program asks them, what is still missing, and the PDF and CSVs.
 */
export default async function TaxPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const user = await requirePageUser();
  const year = taxYearFromSearchParams(await searchParams);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={`Imposto de Renda ${year}`}
        description={`Ano-calendário ${year}, declaração de ${year + 1}.`}
        actions={
          <>
            <TaxYearNav years={taxYears()} current={year} />
            <Button asChild>
              <a href={`/api/v1/tax/${year}/pdf`} download>
                <Download aria-hidden="true" />
                Baixar PDF
              </a>
            </Button>
          </>
        }
      />
      <TaxNote />
      <Suspense key={year} fallback={<TaxReportSkeleton />}>
        <TaxReportBody userId={user.id} year={year} />
      </Suspense>
    </div>
  );
}
