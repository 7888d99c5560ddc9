import "server-only";
import { FileText } from "lucide-react";
import { db } from "@/lib/server/db";
import { loadPart } from "@/lib/server/load-part";
import { buildTaxReport } from "@/server/tax/build-tax-report";
import { EmptyState } from "@/components/ui/empty-state";
import { PartLoadError } from "@/components/shell/part-load-error";
import { TaxPending } from "./tax-pending";
import { AssetsSection, DebtsSection, ExemptSection, IncomeSection, PaymentsSection } from "./tax-sections";
import type { TaxReport } from "@/lib/schemas/tax";
import { TaxRulesNotes } from "./tax-rules-notes";

/** A year with no line in any ficha (what is missing does not count: there is nothing to declare yet). */
function isEmpty(report: TaxReport): boolean {
  const { income, exempt, exclusive, payments, assets, debts } = report;
  return [income, exempt, exclusive, payments, assets, debts].every((list) => list.length === 0);
}

/** The year's declaration, read on the server: pendências first, then one card per ficha. */
export async function TaxReportBody({ userId, year }: { userId: string; year: number }) {
  const loaded = await loadPart("imposto de renda: relatório", () => buildTaxReport(db, userId, year));
  if (!loaded.ok) {
    return (
      <PartLoadError
        failure={{ title: "Erro ao montar a declaração", description: "Não foi possível ler os lançamentos e saldos do ano." }}
      />
    );
  }
  const report = loaded.data;
  if (isEmpty(report)) {
    return (
      <EmptyState
        icon={FileText}
        title={`Nada registrado em ${year}`}
        description="Conecte seu banco ou lance receitas, despesas e contas deste ano para o Bolso preparar a declaração."
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <TaxPending year={year} pending={report.pending} />
      <IncomeSection report={report} />
      <ExemptSection report={report} />
      <PaymentsSection report={report} />
      <AssetsSection report={report} />
      <DebtsSection report={report} />
      <TaxRulesNotes report={report} />
    </div>
  );
}
