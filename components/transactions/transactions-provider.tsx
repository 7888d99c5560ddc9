"use client";

import type { Day } from "@/lib/domain/calendar";
import type { DialogTransaction } from "@/components/transactions/household-row";
import { useRouter } from "next/navigation";
import { createContext, use, useEffect, useState } from "react";
import { toast } from "@/components/toast/toast";
import {
  LazyDeleteTransactionDialog,
  LazyTransactionDialog,
} from "@/components/transactions/lazy-transaction-dialog";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { transactionRowId } from "@/components/search/transaction-link";
import { focusWhenRemoved, neighbourControl } from "@/components/ui/focus-after-removal";
import type {
  DeleteScope,
  DeleteTransactionJson,
  TransactionReferences,
} from "@/lib/schemas/transactions";

interface TransactionActions {
  references: TransactionReferences;
  openCreate: () => void;
  openEdit: (transaction: DialogTransaction) => void;
  askDelete: (transaction: DialogTransaction) => void;
  /** Rows whose delete request is running (spinner) or done (hidden until the list re-renders). */
  deleting: ReadonlySet<string>;
  deleted: ReadonlySet<string>;
}

const TransactionActionsContext = createContext<TransactionActions | null>(null);

/** The row menus' and buttons' way to the dialogs. */
export function useTransactionActions(): TransactionActions {
  const actions = use(TransactionActionsContext);
  if (!actions) throw new Error("useTransactionActions fora de TransactionsProvider");
  return actions;
}

const without = (set: ReadonlySet<string>, id: string) => {
  const next = new Set(set);
  next.delete(id);
  return next;
};

/**
 * The screen's dialogs: 'Nova Transação', 'Editar Transação' and the delete confirmation. Each
 * saves through the API, then re-renders the server's list and totals (`router.refresh`).
 */
export function TransactionsProvider({
  references,
  referencesFailed,
  defaultDate,
  startCreating = false,
  children,
}: {
  references: TransactionReferences;
  referencesFailed: boolean;
  defaultDate: Day;
  /** Open 'Nova Transação' on arrival (`?nova=1`). */
  startCreating?: boolean;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const [dialog, setDialog] = useState<{ open: boolean; transaction: DialogTransaction | null } | null>(
    startCreating ? { open: true, transaction: null } : null,
  );
  const [toDelete, setToDelete] = useState<DialogTransaction | null>(null);
  // The confirmation mounts from the first request on (and stays, so closing animates).
  const [askedToDelete, setAskedToDelete] = useState(false);
  if (toDelete && !askedToDelete) setAskedToDelete(true);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (referencesFailed) {
      toast.error("Erro ao carregar dados", { description: "Não foi possível buscar os dados do servidor" });
    }
  }, [referencesFailed]);

  const remove = async (transaction: DialogTransaction, scope: DeleteScope) => {
    // The row's buttons give way to a spinner, then the row goes: once the confirmation has
    // closed, focus moves to a neighbour's buttons instead of falling to <body>.
    const row = document.getElementById(transactionRowId(transaction._id));
    focusWhenRemoved(document.querySelector('[role="alertdialog"]'), neighbourControl(row, scope === "following"));
    setToDelete(null);
    setDeleting((ids) => new Set(ids).add(transaction._id));
    try {
      const result = await apiFetch<DeleteTransactionJson>(`/transaction/${transaction._id}`, {
        method: "DELETE",
        query: scope === "following" ? { scope } : undefined,
      });
      setDeleted((ids) => new Set([...ids, ...(result?.deletedIds ?? [transaction._id])]));
      toast.success("Transação excluída", {
        description: (result?.deletedIds.length ?? 1) > 1 ? result?.message : undefined,
      });
      router.refresh();
    } catch (error) {
      toast.error("Erro ao excluir", {
        description: errorMessage(error, "Não foi possível excluir a transação"),
      });
    } finally {
      setDeleting((ids) => without(ids, transaction._id));
    }
  };

  const actions: TransactionActions = {
    references,
    openCreate: () => setDialog({ open: true, transaction: null }),
    openEdit: (transaction) => setDialog({ open: true, transaction }),
    askDelete: setToDelete,
    deleting,
    deleted,
  };

  return (
    <TransactionActionsContext value={actions}>
      {children}
      {dialog ? (
        <LazyTransactionDialog
          open={dialog.open}
          onOpenChange={(open) => setDialog((d) => (d ? { ...d, open } : d))}
          transaction={dialog.transaction}
          references={references}
          defaultDate={defaultDate}
          onSaved={() => {
            setDialog((d) => (d ? { ...d, open: false } : d));
            router.refresh();
          }}
        />
      ) : null}
      {askedToDelete ? (
        <LazyDeleteTransactionDialog
          transaction={toDelete}
          onCancel={() => setToDelete(null)}
          onConfirm={(t, scope) => void remove(t, scope)}
        />
      ) : null}
    </TransactionActionsContext>
  );
}
