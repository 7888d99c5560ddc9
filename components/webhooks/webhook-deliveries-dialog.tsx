"use client";

import { RotateCw } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "@/components/toast/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { WEBHOOK_DELIVERIES_SHOWN, webhookEventLabels } from "@/lib/domain/webhook-events";
import { deliveryStatusLabels, formatDeliveryMoment } from "@/lib/format/webhook-texts";
import type { WebhookDeliveryJson, WebhookJson } from "@/lib/schemas/webhooks";

const statusTone = { pending: "warning", delivered: "success", failed: "destructive" } as const;

/** "Entregas": the webhook's last 50 deliveries with their state and answer, each with "Reenviar". */
export function WebhookDeliveriesDialog({ trigger, defaultOpen = false, webhook }: OnDemandDialogProps<{ webhook: WebhookJson }>) {
  const [open, setOpen] = useState(defaultOpen);
  const [deliveries, setDeliveries] = useState<WebhookDeliveryJson[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [resending, setResending] = useState<string | null>(null);

  // Read when the dialog opens, and again after a "Reenviar" or "Tentar de novo".
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((current) => current + 1);
  useEffect(() => {
    if (!open) return;
    let live = true;
    apiFetch<WebhookDeliveryJson[]>(`/user/webhooks/${webhook.id}/deliveries`).then(
      (rows) => {
        if (!live) return;
        setDeliveries(rows);
        setFailed(false);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [open, webhook.id, version]);

  const resend = async (delivery: WebhookDeliveryJson) => {
    setResending(delivery.id);
    try {
      await apiFetch(`/user/webhooks/${webhook.id}/deliveries/${delivery.id}/redeliver`, { method: "POST" });
      toast.success("Entrega reenviada.");
      reload();
    } catch (error) {
      toast.error("Erro", { description: errorMessage(error, "Não foi possível reenviar a entrega.") });
    } finally {
      setResending(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Entregas</DialogTitle>
          <DialogDescription>
            As últimas {WEBHOOK_DELIVERIES_SHOWN} entregas para <span className="break-all">{webhook.url}</span>.
          </DialogDescription>
        </DialogHeader>
        {failed ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm text-rose-700 dark:text-rose-400">
            Não foi possível carregar as entregas.
            <Button type="button" variant="outline" size="sm" onClick={reload}>
              Tentar de novo
            </Button>
          </div>
        ) : deliveries === null ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-busy="true">
            Carregando entregas...
          </p>
        ) : deliveries.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Nenhuma entrega ainda. Elas aparecem aqui quando um evento escolhido acontecer.</p>
        ) : (
          <ul aria-label="Entregas" className="-mx-1 flex max-h-[60vh] flex-col divide-y divide-zinc-200 overflow-y-auto px-1 dark:divide-zinc-800">
            {deliveries.map((delivery) => (
              <li key={delivery.id} data-testid="webhook-delivery" className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="flex min-w-0 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant={statusTone[delivery.status]}>{deliveryStatusLabels[delivery.status]}</Badge>
                    <span className="text-sm font-medium">{webhookEventLabels[delivery.event]}</span>
                  </div>
                  <p className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
                    {formatDeliveryMoment(delivery.createdAt)}
                    {" · "}
                    {delivery.lastStatusCode === null ? "sem resposta" : `resposta ${delivery.lastStatusCode}`}
                    {" · "}
                    {delivery.attempts === 1 ? "1 tentativa" : `${delivery.attempts} tentativas`}
                  </p>
                  {delivery.lastError && delivery.status !== "delivered" ? (
                    <p className="text-xs text-zinc-600 dark:text-zinc-400">{delivery.lastError}</p>
                  ) : null}
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  loading={resending === delivery.id}
                  disabled={resending !== null || !webhook.enabled}
                  onClick={() => void resend(delivery)}
                >
                  <RotateCw aria-hidden="true" />
                  {resending === delivery.id ? "Reenviando..." : "Reenviar"}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
