"use client";

import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteDialog } from "@/components/card-grid/confirm-delete-dialog";

/**
 * The island on each server-rendered card: edit and delete buttons, the edit dialog (drawn by
 * `editDialog`) and the delete confirmation.
 */
export function CardMenu({
  name,
  deleteTitle,
  deleteDescription,
  onDelete,
  editDialog,
}: {
  name: string;
  deleteTitle: string;
  deleteDescription: string;
  onDelete: () => Promise<void>;
  editDialog: (open: boolean, onOpenChange: (open: boolean) => void) => React.ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {/* Icon buttons labelled with what they act on: "Editar Aluguel", "Excluir Aluguel". */}
      <div className="-mr-2 flex shrink-0 items-center">
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={() => setEditing(true)}
          aria-label={`Editar ${name}`}
          title="Editar"
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={() => setConfirming(true)}
          aria-label={`Excluir ${name}`}
          title="Excluir"
          className="hover:bg-rose-50 hover:text-rose-600 dark:hover:bg-rose-500/10 dark:hover:text-rose-400"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {editDialog(editing, setEditing)}
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={deleteTitle}
        description={deleteDescription}
        onConfirm={onDelete}
      />
    </>
  );
}
