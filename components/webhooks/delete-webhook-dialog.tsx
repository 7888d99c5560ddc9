"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/toast/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import type { WebhookJson } from "@/lib/schemas/webhooks";

/** "Excluir", confirmed: the webhook and its deliveries go; nothing more is sent to it. */
export function DeleteWebhookDialog({ trigger, defaultOpen = false, webhook }: OnDemandDialogProps<{ webhook: WebhookJson }>) {
  const router = useRouter();
  const remove = async () => {
    try {
      await apiFetch(`/user/webhooks/${webhook.id}`, { method: "DELETE" });
      toast.success("Webhook excluído.");
      router.refresh();
    } catch (error) {
      toast.error("Erro", { description: errorMessage(error, "Não foi possível excluir o webhook.") });
      throw error;
    }
  };
  return (
    <ConfirmDialog
      defaultOpen={defaultOpen}
      trigger={trigger}
      title="Excluir webhook?"
      description={
        <>
          O Bolso deixa de enviar eventos para <span className="break-all">{webhook.url}</span>, e o histórico de entregas é apagado.
        </>
      }
      confirmLabel="Excluir"
      busyLabel="Excluindo..."
      onConfirm={remove}
    />
  );
}
