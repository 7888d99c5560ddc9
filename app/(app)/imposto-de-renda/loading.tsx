import { TaxReportSkeleton } from "./_components/tax-report-skeleton";

export default function Loading() {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">Imposto de Renda</h1>
      <TaxReportSkeleton />
    </div>
  );
}
