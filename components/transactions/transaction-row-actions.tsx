"use client";

import { useState } from "react";
import { useOnDemand } from "@/components/ui/use-on-demand";
import { useTransactionActions } from "@/components/transactions/transactions-provider";
import { TxIcon } from "@/components/transactions/tx-icon";
import type { DialogTransaction } from "@/components/transactions/household-row";

const loadRowMenu = () => import("@/components/transactions/transaction-row-menu");

/**
 * Edit and delete: two icon buttons from 640 px, one menu below; a spinner while deleting. The
 * row dims through `data-deleting` and hides through `data-deleted` (see transactions.css).
 */
export function TransactionRowActions({ transaction }: { transaction: DialogTransaction }) {
  const { openEdit, askDelete, deleting, deleted } = useTransactionActions();
  // The menu mounts on first use, its code fetched then: fifty idle menus would add their ids and
  // state to every page, and the Radix menu its weight to the first load.
  const [menu, setMenu] = useState<"idle" | "open" | "closed">("idle");
  const { Component: RowMenu, load } = useOnDemand(loadRowMenu);
  const { description } = transaction;
  if (deleted.has(transaction._id)) return <span data-deleted hidden />;
  if (deleting.has(transaction._id)) {
    return (
      <span role="status" data-deleting>
        <TxIcon name="spinner" />
        <span className="sr-only">Excluindo {description}...</span>
      </span>
    );
  }
  // A row shared "só para ver" opens read-only, and offers no deletion.
  const readOnly = transaction.shared?.access === "read";
  const onEdit = () => openEdit(transaction);
  const onDelete = readOnly ? undefined : () => askDelete(transaction);
  const trigger = (
    <button
      type="button"
      aria-label={`Ações de ${description}`}
      aria-haspopup="menu"
      data-menu
      onClick={
        menu === "idle"
          ? () => {
              setMenu("open");
              void load();
            }
          : undefined
      }
    >
      <TxIcon name="more" />
    </button>
  );
  return (
    <>
      <span data-actions>
        <button type="button" aria-label={`${readOnly ? "Ver" : "Editar"} ${description}`} onClick={onEdit}>
          <TxIcon name="edit" />
        </button>
        {onDelete ? (
          <button type="button" aria-label={`Excluir ${description}`} onClick={onDelete} data-delete>
            <TxIcon name="delete" />
          </button>
        ) : null}
      </span>
      {menu === "idle" || !RowMenu ? (
        trigger
      ) : (
        <RowMenu
          trigger={trigger}
          open={menu === "open"}
          onOpenChange={(open) => setMenu(open ? "open" : "closed")}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      )}
    </>
  );
}
