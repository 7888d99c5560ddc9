"use client";

import { Pencil, Trash2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { focusWhenRemoved, neighbourControl } from "@/components/ui/focus-after-removal";

// The confirmation (a Radix alert dialog) is fetched by the first 'Excluir', not with the page.
const ConfirmDialog = dynamic(() => import("@/components/ui/confirm-dialog").then((module) => module.ConfirmDialog), {
  ssr: false,
});

/**
 * The island on each server-rendered item: edit and delete buttons, the edit dialog (drawn by
 * `editDialog`) and the delete confirmation, which stays open ('Excluindo...') until `onDelete`
 * settles: `onDelete` toasts the outcome itself and resolves either way.
 */
export function ItemMenu({
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
  // The edit form's code comes with the first 'Editar', not with the page.
  const editedOnce = useOpenedOnce(editing);
  const [confirming, setConfirming] = useState(false);
  // Mounted from the first request on, so closing still animates.
  const [askedOnce, setAskedOnce] = useState(false);
  if (confirming && !askedOnce) setAskedOnce(true);
  const deleteButton = useRef<HTMLButtonElement>(null);
  // A deleted panel takes its button along: focus goes to the next panel's, not to <body>.
  const confirmDelete = async () => {
    const panel = deleteButton.current?.closest("li") ?? null;
    const next = neighbourControl(panel);
    await onDelete();
    focusWhenRemoved(deleteButton.current, next);
  };
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
          ref={deleteButton}
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
      {editedOnce ? editDialog(editing, setEditing) : null}
      {askedOnce ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={deleteTitle}
          description={deleteDescription}
          confirmLabel="Excluir"
          busyLabel="Excluindo..."
          onConfirm={confirmDelete}
        />
      ) : null}
    </>
  );
}
