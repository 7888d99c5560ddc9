"use client";

import { Plus, Receipt, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { TransactionListItem } from "@/components/transactions/transaction-list-item";
import { TransactionListSkeleton } from "@/components/transactions/transaction-list-skeleton";
import type { TransactionJson } from "@/lib/schemas/transactions";

/** The month's rows, four skeleton rows while loading, or 'Nenhuma transação encontrada'. */
export function TransactionList({
  loading,
  transactions,
  filtering,
  deletingIds,
  onEdit,
  onDelete,
  onCreate,
  onClearFilters,
}: {
  loading: boolean;
  transactions: readonly TransactionJson[];
  filtering: boolean;
  deletingIds: ReadonlySet<string>;
  onEdit: (transaction: TransactionJson) => void;
  onDelete: (transaction: TransactionJson) => void;
  onCreate: () => void;
  onClearFilters: () => void;
}) {
  if (loading) return <TransactionListSkeleton />;
  if (transactions.length === 0) {
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
            <Button variant="outline" onClick={onClearFilters}>
              Limpar filtros
            </Button>
          ) : (
            <Button onClick={onCreate}>
              <Plus aria-hidden="true" />
              Registrar transação
            </Button>
          )
        }
      />
    );
  }
  return (
    <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" aria-label="Transações do mês">
      {transactions.map((t) => (
        <TransactionListItem
          key={t._id}
          transaction={t}
          deleting={deletingIds.has(t._id)}
          onEdit={() => onEdit(t)}
          onDelete={() => onDelete(t)}
        />
      ))}
    </ul>
  );
}
