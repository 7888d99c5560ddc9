import { PageHeader } from "@/components/shell/page-header";

/** The dashboard's title block, with the month picker (or its placeholder) on the right. */
export function DashboardHeader({ picker }: { picker: React.ReactNode }) {
  return (
    <PageHeader
      title="Dashboard"
      description="Seu mês em um relance"
      actions={picker}
      className="[&>div:last-child]:w-full sm:[&>div:last-child]:w-auto"
    />
  );
}

/**
 * Where each tile goes: the four figures in a row, then recent transactions beside the category
 * ring and pending payments beside the objectives. The page and its loading state share it, so the
 * skeletons stand exactly where the tiles will.
 */
export function DashboardGrid({
  stats,
  recentTransactions,
  categories,
  pendingPayments,
  objectives,
  budgets,
}: {
  stats: React.ReactNode;
  recentTransactions: React.ReactNode;
  categories: React.ReactNode;
  pendingPayments: React.ReactNode;
  objectives: React.ReactNode;
  budgets?: React.ReactNode;
}) {
  return (
    <>
      <section aria-label="Resumo do mês" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {stats}
      </section>
      <div className="grid gap-4 lg:grid-cols-5">
        <div className="grid min-w-0 lg:col-span-3">{recentTransactions}</div>
        <div className="grid min-w-0 lg:col-span-2">{categories}</div>
        <div className="grid min-w-0 lg:col-span-3">{pendingPayments}</div>
        <div className="grid min-w-0 lg:col-span-2">{objectives}</div>
        {budgets ? <div className="grid min-w-0 lg:col-span-5">{budgets}</div> : null}
      </div>
    </>
  );
}
