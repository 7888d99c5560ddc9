"use client";

import { Loader2, MoreVertical, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/** Edit and delete: two icon buttons from 640 px, one menu below; a spinner while deleting. */
export function TransactionRowActions({
  description,
  deleting,
  onEdit,
  onDelete,
}: {
  description: string;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  if (deleting) {
    return (
      <span className="flex size-8 shrink-0 items-center justify-center sm:w-16" role="status">
        <Loader2 className="size-4 animate-spin text-zinc-500" aria-hidden="true" />
        <span className="sr-only">Excluindo {description}...</span>
      </span>
    );
  }
  return (
    <>
      <div className="hidden shrink-0 items-center sm:flex">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Editar ${description}`}
          onClick={onEdit}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Excluir ${description}`}
          onClick={onDelete}
          className="text-zinc-500 hover:bg-rose-50 hover:text-rose-600 dark:text-zinc-400 dark:hover:bg-rose-500/10 dark:hover:text-rose-400"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon-sm"
            className="-mr-1 sm:hidden"
            aria-label={`Ações de ${description}`}
          >
            <MoreVertical aria-hidden="true" />
          </Button>
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
