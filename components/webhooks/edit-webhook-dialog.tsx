"use client";

import { useState } from "react";
import { DialogForm } from "@/components/ui/dialog-form";
import { FormDialog } from "@/components/ui/form-dialog";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";
import { Switch } from "@/components/ui/switch";
import { useApiSend } from "@/components/ui/use-api-send";
import { EventCheckboxes } from "@/components/webhooks/event-checkboxes";
import { apiFetch } from "@/lib/client/api-client";
import type { WebhookEvent } from "@/lib/domain/webhook-events";
import type { WebhookJson } from "@/lib/schemas/webhooks";

/** "Editar": the events, and whether the webhook is on (turning it on starts its failures over). */
export function EditWebhookDialog({ trigger, defaultOpen = false, webhook }: OnDemandDialogProps<{ webhook: WebhookJson }>) {
  const { busy, send } = useApiSend();
  const [open, setOpen] = useState(defaultOpen);
  const [events, setEvents] = useState<WebhookEvent[]>(webhook.events);
  const [enabled, setEnabled] = useState(webhook.enabled);
  const [eventsError, setEventsError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (events.length === 0) {
      setEventsError("Escolha pelo menos um evento.");
      return;
    }
    void send({
      request: () => apiFetch<WebhookJson>(`/user/webhooks/${webhook.id}`, { method: "PATCH", body: { events, enabled } }),
      success: "Webhook atualizado.",
      failure: "Não foi possível salvar o webhook.",
      onDone: () => setOpen(false),
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      onClosed={() => {
        setEvents(webhook.events);
        setEnabled(webhook.enabled);
        setEventsError(null);
      }}
      trigger={trigger}
      title="Editar webhook"
      description={<span className="break-all">{webhook.url}</span>}
    >
      <DialogForm onSubmit={submit} busy={busy} submitLabel="Salvar">
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={`webhook-enabled-${webhook.id}`} className="flex flex-col text-sm">
            <span className="font-medium">Ativo</span>
            <span className="text-xs text-zinc-600 dark:text-zinc-400">Desativado, ele não recebe eventos.</span>
          </label>
          <Switch id={`webhook-enabled-${webhook.id}`} checked={enabled} onCheckedChange={setEnabled} disabled={busy} />
        </div>
        <EventCheckboxes value={events} onChange={setEvents} error={eventsError} disabled={busy} />
      </DialogForm>
    </FormDialog>
  );
}
