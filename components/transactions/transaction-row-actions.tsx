"use client";

import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useTransactionActions } from "@/components/transactions/transactions-provider";
import type { EditableTransaction } from "@/lib/schemas/transactions";

/**
 * Edit and delete: two icon buttons from 640 px, one menu below; a spinner while deleting. The
 * row dims through `data-deleting` and hides through `data-deleted` (see transactions.module.css).
 */
export function TransactionRowActions({ transaction }: { transaction: EditableTransaction }) {
  const { openEdit, askDelete, deleting, deleted } = useTransactionActions();
  // The menu mounts on first use: fifty idle menus would add their ids and state to every page.
  const [menu, setMenu] = useState<"idle" | "open" | "closed">("idle");
  const { description } = transaction;
  if (deleted.has(transaction._id)) return <span data-deleted hidden />;
  if (deleting.has(transaction._id)) {
    return (
      <span role="status" data-deleting>
        <span className="sr-only">Excluindo {description}...</span>
      </span>
    );
  }
  const onEdit = () => openEdit(transaction);
  const onDelete = () => askDelete(transaction);
  const trigger = (
    <button
      type="button"
      aria-label={`Ações de ${description}`}
      aria-haspopup="menu"
      data-menu
      onClick={menu === "idle" ? () => setMenu("open") : undefined}
    />
  );
  return (
    <>
      <span data-actions>
        <button type="button" aria-label={`Editar ${description}`} onClick={onEdit} data-edit />
        <button type="button" aria-label={`Excluir ${description}`} onClick={onDelete} data-delete />
      </span>
      {menu === "idle" ? (
        trigger
      ) : (
        <DropdownMenu open={menu === "open"} onOpenChange={(open) => setMenu(open ? "open" : "closed")}>
          <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
      )}
    </>
  );
}
