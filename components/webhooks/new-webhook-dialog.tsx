"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { ShownOnceSecret } from "@/components/ui/shown-once-secret";
import { DialogForm } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";
import { EventCheckboxes } from "@/components/webhooks/event-checkboxes";
import { ApiError, apiFetch, errorMessage } from "@/lib/client/api-client";
import type { WebhookEvent } from "@/lib/domain/webhook-events";
import type { CreatedWebhookJson } from "@/lib/schemas/webhooks";

/** "Novo webhook": the URL and the events; then the signing secret, shown this once, with "Copiar". */
export function NewWebhookDialog({ trigger, defaultOpen = false }: OnDemandDialogProps<object>) {
  const router = useRouter();
  const [open, setOpen] = useState(defaultOpen);
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>(["transaction.created"]);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [eventsError, setEventsError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  const reset = () => {
    setUrl("");
    setEvents(["transaction.created"]);
    setUrlError(null);
    setEventsError(null);
    setSecret(null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const typed = url.trim();
    const missingUrl = typed === "" ? "Informe a URL do webhook (https://…)." : null;
    const missingEvents = events.length === 0 ? "Escolha pelo menos um evento." : null;
    setUrlError(missingUrl);
    setEventsError(missingEvents);
    if (missingUrl || missingEvents) return;
    setBusy(true);
    try {
      const created = await apiFetch<CreatedWebhookJson>("/user/webhooks", { method: "POST", body: { url: typed, events } });
      setSecret(created.secret);
      toast.success("Webhook criado.");
      router.refresh();
    } catch (error) {
      const message = errorMessage(error, "Não foi possível criar o webhook.");
      if (error instanceof ApiError && error.status === 400) {
        if (message.includes("URL")) setUrlError(message);
        else setEventsError(message);
      } else toast.error("Erro", { description: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (!next) reset();
      }}
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
        <DialogForm onSubmit={(event) => void submit(event)} busy={busy} submitLabel="Criar webhook">
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
