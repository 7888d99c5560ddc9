"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";

/** 'Cancelar assinatura' with a confirmation that says access lasts until `accessUntil`. */
export interface CancelSubscriptionProps {
  accessUntil: string | null;
  /** Rejects when it failed (and said so): the dialog then stays open to try again. */
  onConfirm: () => Promise<void>;
}

export function CancelSubscriptionDialog({
  accessUntil,
  onConfirm,
  trigger,
  defaultOpen = false,
}: OnDemandDialogProps<CancelSubscriptionProps>) {
  const until = accessUntil
    ? `Você continua com acesso a todos os recursos até ${accessUntil}. Depois disso a assinatura é encerrada e nenhuma nova cobrança é feita.`
    : "Você continua com acesso até o fim do período já pago. Depois disso a assinatura é encerrada e nenhuma nova cobrança é feita.";
  return (
    <ConfirmDialog
      defaultOpen={defaultOpen}
      trigger={trigger}
      title="Cancelar assinatura?"
      description={`${until} Você pode reativá-la até lá.`}
      cancelLabel="Manter assinatura"
      confirmLabel="Cancelar assinatura"
      busyLabel="Cancelando..."
      onConfirm={onConfirm}
    />
  );
}
