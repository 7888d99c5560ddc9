"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { toast } from "sonner";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { RecurringPaymentForm } from "@/components/recurring-payments/recurring-payment-form";
import type { PaymentReferences } from "@/components/recurring-payments/payment-references";
import type { RecurringPaymentJson } from "@/lib/schemas/recurring-payments";

/**
 * 'Novo Pagamento' / 'Editar Pagamento'; the form mounts fresh each time it opens. Once saved it
 * closes and the page renders again with the saved payment.
 */
export function RecurringPaymentDialog({
  open,
  onOpenChange,
  payment,
  references,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  payment: RecurringPaymentJson | null;
  references: PaymentReferences;
}) {
  const router = useRouter();
  // A list the page could not read leaves its select with only "none": say why on each opening.
  useEffect(() => {
    if (!open) return;
    if (!references.categories) {
      toast.error("Erro ao buscar categorias", {
        description: "Não foi possível carregar as categorias.",
      });
    }
    if (!references.paymentMethods) {
      toast.error("Erro ao buscar meios de pagamento", {
        description: "Não foi possível carregar os meios de pagamento.",
      });
    }
  }, [open, references]);
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
          references={references}
          onSaved={() => {
            onOpenChange(false);
            router.refresh();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
