"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";

/** Asks before disconnecting: the bank stops syncing, and every transaction already brought stays. */
export function DisconnectDialog({
  institutionName,
  onConfirm,
  trigger,
  defaultOpen,
}: OnDemandDialogProps<{ institutionName: string; onConfirm: () => Promise<unknown> }>) {
  return (
    <ConfirmDialog
      trigger={trigger}
      defaultOpen={defaultOpen}
      title={`Desconectar ${institutionName}?`}
      description="O Bolso deixa de buscar dados deste banco. As transações que já chegaram continuam na sua conta, como suas."
      confirmLabel="Desconectar"
      busyLabel="Desconectando..."
      onConfirm={onConfirm}
    />
  );
}
