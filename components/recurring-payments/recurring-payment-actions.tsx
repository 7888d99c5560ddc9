"use client";

import { Plus } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { ItemMenu } from "@/components/item-grid/item-menu";
import { useApiDelete } from "@/components/item-grid/use-api-delete";
import type { PaymentReferences } from "@/components/recurring-payments/payment-references";
import type { RecurringPaymentJson } from "@/lib/schemas/recurring-payments";

/**
 * The recurring-payments screen's client islands: the create buttons and each panel's edit and
 * delete. The dialog (react-hook-form, zod, selects) is fetched when a pointer or the keyboard
 * reaches its button, or by the first click, never with the page.
 */
const loadPaymentDialog = () => import("@/components/recurring-payments/recurring-payment-dialog");
const RecurringPaymentDialog = dynamic(() => loadPaymentDialog().then((module) => module.RecurringPaymentDialog), {
  ssr: false,
});
const preloadPaymentDialog = () => void loadPaymentDialog();

/** 'Novo Pagamento' (header) or 'Cadastrar Pagamento' (empty state) and the create dialog. */
export function NewRecurringPaymentButton({
  text,
  references,
}: {
  text: string;
  references: PaymentReferences;
}) {
  const [open, setOpen] = useState(false);
  const openedOnce = useOpenedOnce(open);
  return (
    <>
      <Button onClick={() => setOpen(true)} onPointerEnter={preloadPaymentDialog} onFocus={preloadPaymentDialog}>
        <Plus aria-hidden="true" />
        {text}
      </Button>
      {openedOnce ? (
        <RecurringPaymentDialog open={open} onOpenChange={setOpen} payment={null} references={references} />
      ) : null}
    </>
  );
}

/** A recurring payment panel's edit and delete, with their dialogs. */
export function RecurringPaymentPanelActions({
  payment,
  references,
}: {
  payment: RecurringPaymentJson;
  references: PaymentReferences;
}) {
  const remove = useApiDelete();
  return (
    <ItemMenu
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
        <RecurringPaymentDialog
          open={open}
          onOpenChange={onOpenChange}
          payment={payment}
          references={references}
        />
      )}
    />
  );
}
