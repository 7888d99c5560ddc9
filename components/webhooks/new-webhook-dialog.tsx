"use client";

import { useState } from "react";
import { ShownOnceSecret } from "@/components/ui/shown-once-secret";
import { DialogForm } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";
import { useApiSend } from "@/components/ui/use-api-send";
import { EventCheckboxes } from "@/components/webhooks/event-checkboxes";
import { apiFetch } from "@/lib/client/api-client";
import type { WebhookEvent } from "@/lib/domain/webhook-events";
import type { CreatedWebhookJson } from "@/lib/schemas/webhooks";

/** "Novo webhook": the URL and the events; then the signing secret, shown this once, with "Copiar". */
export function NewWebhookDialog({ trigger, defaultOpen = false }: OnDemandDialogProps<object>) {
  const { busy, send } = useApiSend();
  const [open, setOpen] = useState(defaultOpen);
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>(["transaction.created"]);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [eventsError, setEventsError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const reset = () => {
    setUrl("");
    setEvents(["transaction.created"]);
    setUrlError(null);
    setEventsError(null);
    setSecret(null);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const typed = url.trim();
    const missingUrl = typed === "" ? "Informe a URL do webhook (https://…)." : null;
    const missingEvents = events.length === 0 ? "Escolha pelo menos um evento." : null;
    setUrlError(missingUrl);
    setEventsError(missingEvents);
    if (missingUrl || missingEvents) return;
    void send({
      request: () => apiFetch<CreatedWebhookJson>("/user/webhooks", { method: "POST", body: { url: typed, events } }),
      success: "Webhook criado.",
      failure: "Não foi possível criar o webhook.",
      onDone: (created) => setSecret(created.secret),
      showUnderField: (error) =>
        error.status === 400 ? (message) => (message.includes("URL") ? setUrlError : setEventsError)(message) : null,
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      onClosed={reset}
      trigger={trigger}
      title={secret ? "Guarde o segredo do webhook" : "Novo webhook"}
      description={
        secret
          ? "Use-o para conferir a assinatura (Bolso-Signature) de cada entrega. Ele não será mostrado de novo."
          : "O Bolso enviará um POST em JSON para esta URL a cada evento escolhido."
      }
    >
      {secret ? (
        <ShownOnceSecret id="webhook-secret" label="Segredo" value={secret} copied="Segredo copiado." copyFailed="Selecione o segredo e copie à mão." />
      ) : (
        <DialogForm onSubmit={submit} busy={busy} submitLabel="Criar webhook">
          <Field label="URL" error={urlError} hint="Um endereço https público, como https://exemplo.com.br/bolso.">
            <Input
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
            />
          </Field>
          <EventCheckboxes value={events} onChange={setEvents} error={eventsError} disabled={busy} />
        </DialogForm>
      )}
    </FormDialog>
  );
}
