"use client";

import type { Day } from "@/lib/domain/calendar";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { TransactionForm } from "@/components/transactions/transaction-form";
import { TransactionAttachments } from "@/components/attachments/transaction-attachments";
import type { TransactionReferences } from "@/lib/schemas/transactions";
import type { DialogTransaction } from "@/components/transactions/household-row";

/** 'Nova Transação' / 'Editar Transação' (with its receipts); the form mounts fresh each time it opens. */
export function TransactionDialog({
  open,
  onOpenChange,
  transaction,
  references,
  defaultDate,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  transaction: DialogTransaction | null;
  references: TransactionReferences;
  defaultDate?: Day;
  onSaved: () => void;
}) {
  const readOnly = transaction?.shared?.access === "read";
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{readOnly ? "Transação" : transaction ? "Editar Transação" : "Nova Transação"}</DialogTitle>
          <DialogDescription>
            {readOnly
              ? "Um lançamento da casa que você pode ver, mas não alterar."
              : transaction
              ? "Altere os dados e salve."
              : "Registre uma receita ou despesa. Compras parceladas viram uma despesa por mês."}
          </DialogDescription>
        </DialogHeader>
        <TransactionForm
          key={transaction?._id ?? "new"}
          transaction={transaction}
          references={references}
          defaultDate={defaultDate}
          onSaved={onSaved}
        />
        {transaction ? <TransactionAttachments transactionId={transaction._id} /> : null}
      </DialogContent>
    </Dialog>
  );
}
