"use client";

import { useState } from "react";
import { CardActions } from "@/components/card-grid/card-actions";
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
      <CardActions name={name} onEdit={() => setEditing(true)} onDelete={() => setConfirming(true)} />
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
