"use client";

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { RecurringPaymentForm } from "@/components/recurring-payments/recurring-payment-form";
import type { LabelJson } from "@/lib/schemas/labels";
import type { RecurringPaymentJson } from "@/lib/schemas/recurring-payments";

/** 'Novo Pagamento' / 'Editar Pagamento'; the form mounts fresh each time it opens. */
export function RecurringPaymentDialog({
  open,
  onOpenChange,
  payment,
  categories,
  paymentMethods,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  payment: RecurringPaymentJson | null;
  categories: LabelJson[] | null;
  paymentMethods: LabelJson[] | null;
  onSaved: (saved: RecurringPaymentJson, mode: "create" | "edit") => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{payment ? "Editar Pagamento" : "Novo Pagamento"}</DialogTitle>
          <DialogDescription>
            {payment
              ? "Altere os dados do pagamento recorrente."
              : "Cadastre uma conta que se repete: aluguel, internet, assinaturas."}
          </DialogDescription>
        </DialogHeader>
        <RecurringPaymentForm
          key={payment?._id ?? "new"}
          payment={payment}
          categories={categories}
          paymentMethods={paymentMethods}
          onSaved={onSaved}
        />
      </DialogContent>
    </Dialog>
  );
}
