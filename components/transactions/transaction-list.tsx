import { IntentLink } from "@/components/ui/intent-link";
import { Receipt, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { NewTransactionButton } from "@/components/transactions/new-transaction-button";
import { TransactionListItem } from "@/components/transactions/transaction-list-item";
import { HighlightedRowFocus } from "@/components/transactions/highlighted-row-focus";
import type { TransactionJson } from "@/lib/schemas/transactions";

/**
 * One page of the month's rows, or 'Nenhuma transação encontrada': with a way to clear the
 * filters when they hide everything, else a way to record the first transaction.
 */
export function TransactionList({
  transactions,
  clearFiltersHref,
  highlightId = null,
  attachmentCounts = {},
}: {
  transactions: readonly TransactionJson[];
  /** Receipts per transaction id (absent: none). */
  attachmentCounts?: Readonly<Record<string, number>>;
  /** The row a search result points at. */
  highlightId?: string | null;
  /** Set while a search, category or type narrows the month. */
  clearFiltersHref: string | null;
}) {
  if (transactions.length === 0) {
    const filtering = clearFiltersHref !== null;
    return (
      <EmptyState
        icon={filtering ? SearchX : Receipt}
        title="Nenhuma transação encontrada"
        className="m-4 border-0 sm:m-6"
        description={
          filtering
            ? "Nenhuma transação deste mês corresponde à busca ou ao filtro."
            : "Registre uma receita ou despesa para acompanhar este mês."
        }
        action={
          filtering ? (
            <Button variant="outline" asChild>
              <IntentLink href={clearFiltersHref}>Limpar filtros</IntentLink>
            </Button>
          ) : (
            <NewTransactionButton>Registrar transação</NewTransactionButton>
          )
        }
      />
    );
  }
  const highlighted = highlightId !== null && transactions.some((t) => t._id === highlightId);
  return (
    <ul className="tx-list" aria-label="Transações do mês">
      {transactions.map((t) => (
        <TransactionListItem
          key={t._id}
          transaction={t}
          highlighted={t._id === highlightId}
          attachments={attachmentCounts[t._id]}
        />
      ))}
      {highlighted ? <HighlightedRowFocus id={highlightId} /> : null}
    </ul>
  );
}
