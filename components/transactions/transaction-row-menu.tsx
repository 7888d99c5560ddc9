import { Pencil, Trash2 } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/** A row's menu below 640 px (components/transactions/transaction-row-actions.tsx). */
export default function TransactionRowMenu({
  trigger,
  open,
  onOpenChange,
  onEdit,
  onDelete,
}: {
  trigger: React.ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEdit: () => void;
  /** Absent on a row shared "só para ver": it opens to be seen, never deleted. */
  onDelete?: () => void;
}) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil aria-hidden="true" />
          {onDelete ? "Editar" : "Ver"}
        </DropdownMenuItem>
        {onDelete ? (
          <DropdownMenuItem variant="destructive" onSelect={onDelete}>
            <Trash2 aria-hidden="true" />
            Excluir
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
