"use client";

import { Pencil, Trash2 } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { TransactionIcon } from "@/components/transactions/transaction-icons";
import { useTransactionActions } from "@/components/transactions/transactions-provider";
import type { EditableTransaction } from "@/lib/schemas/transactions";

/**
 * Edit and delete: two icon buttons from 640 px, one menu below; a spinner while deleting. The
 * row dims through `data-deleting` and hides through `data-deleted` (see the list's stylesheet).
 */
export function TransactionRowActions({ transaction }: { transaction: EditableTransaction }) {
  const { openEdit, askDelete, deleting, deleted } = useTransactionActions();
  const { description } = transaction;
  if (deleted.has(transaction._id)) return <span data-deleted hidden />;
  if (deleting.has(transaction._id)) {
    return (
      <span role="status" data-deleting>
        <TransactionIcon name="spinner" />
        <span className="sr-only">Excluindo {description}...</span>
      </span>
    );
  }
  const onEdit = () => openEdit(transaction);
  const onDelete = () => askDelete(transaction);
  return (
    <>
      <span data-actions>
        <button type="button" aria-label={`Editar ${description}`} onClick={onEdit}>
          <TransactionIcon name="edit" />
        </button>
        <button type="button" aria-label={`Excluir ${description}`} onClick={onDelete} data-danger>
          <TransactionIcon name="delete" />
        </button>
      </span>
      <DropdownMenu>
        <DropdownMenuTrigger aria-label={`Ações de ${description}`} data-menu>
          <TransactionIcon name="more" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil aria-hidden="true" />
            Editar
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={onDelete}>
            <Trash2 aria-hidden="true" />
            Excluir
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
