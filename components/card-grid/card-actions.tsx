"use client";

import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Edit and delete icon buttons of a card, labelled with what they act on. */
export function CardActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="-mr-2 flex shrink-0 items-center">
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={onEdit}
        aria-label={`Editar ${name}`}
        title="Editar"
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={onDelete}
        aria-label={`Excluir ${name}`}
        title="Excluir"
        className="hover:bg-rose-50 hover:text-rose-600 dark:hover:bg-rose-500/10 dark:hover:text-rose-400"
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
