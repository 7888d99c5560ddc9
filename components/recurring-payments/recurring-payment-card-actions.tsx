"use client";

import { CardMenu } from "@/components/card-grid/card-menu";
import { useApiDelete } from "@/components/card-grid/use-api-delete";
import { LazyRecurringPaymentDialog } from "@/components/recurring-payments/lazy-recurring-payment-dialog";
import type { PaymentReferences } from "@/components/recurring-payments/payment-references";
import type { RecurringPaymentJson } from "@/lib/schemas/recurring-payments";

/** A recurring payment card's edit and delete, with their dialogs. */
export function RecurringPaymentCardActions({
  payment,
  references,
}: {
  payment: RecurringPaymentJson;
  references: PaymentReferences;
}) {
  const remove = useApiDelete();
  return (
    <CardMenu
      name={payment.name}
      deleteTitle="Excluir pagamento recorrente?"
      deleteDescription={`"${payment.name}" deixará de aparecer nos pagamentos pendentes. As transações já registradas continuam.`}
      onDelete={() =>
        remove(`/recurring-payments/${payment._id}`, {
          success: {
            title: "Pagamento excluído",
            description: "O pagamento recorrente foi excluído com sucesso.",
          },
          failure: {
            title: "Erro ao excluir pagamento",
            fallback: "Não foi possível excluir o pagamento recorrente.",
          },
        })
      }
      editDialog={(open, onOpenChange) => (
        <LazyRecurringPaymentDialog
          open={open}
          onOpenChange={onOpenChange}
          payment={payment}
          references={references}
        />
      )}
    />
  );
}
