import { PageHeader } from "@/components/shell/page-header";

/**
 * Transações' title block. The loading state shows it too, so the first paint of a full load
 * already holds the screen's words (its largest text) while the month streams in.
 */
export function TransactionsHeader({ actions }: { actions: React.ReactNode }) {
  return <PageHeader title="Transações" description="Suas receitas e despesas, mês a mês." actions={actions} />;
}
