"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { toast } from "@/components/toast/toast";
import { FormDialog } from "@/components/ui/form-dialog";
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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-xl"
      title={payment ? "Editar Pagamento" : "Novo Pagamento"}
      description={
        payment
          ? "Altere os dados do pagamento recorrente."
          : "Cadastre uma conta que se repete: aluguel, internet, assinaturas."
      }
    >
      <RecurringPaymentForm
        key={payment?._id ?? "new"}
        payment={payment}
        references={references}
        onSaved={() => {
          onOpenChange(false);
          router.refresh();
        }}
      />
    </FormDialog>
  );
}
