import { Webhook } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Panel, PanelContent, PanelDescription, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { NewWebhookButton, WebhookActions } from "@/components/webhooks/webhook-buttons";
import { webhookEventLabels } from "@/lib/domain/webhook-events";
import { webhookStateLabel } from "@/lib/format/webhook-texts";
import type { WebhookJson } from "@/lib/schemas/webhooks";

/**
 * Perfil's "Webhooks": each endpoint with its state and events, and the way to add one. `null`:
 * the list could not be read; `available: false`: this server keeps no signing secrets.
 */
export function WebhooksPanel({ webhooks, available }: { webhooks: WebhookJson[] | null; available: boolean }) {
  return (
    <Panel id="webhooks" data-testid="webhooks-panel" className="scroll-mt-20">
      <PanelHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <PanelTitle>
            <span id="webhooks-title">Webhooks</span>
          </PanelTitle>
          <PanelDescription>
            Avise outro sistema (uma planilha, um script, uma automação) quando algo mudar no Bolso. Cada entrega é um POST
            em JSON assinado com o segredo do webhook.
          </PanelDescription>
        </div>
        {available ? <NewWebhookButton /> : null}
      </PanelHeader>
      <PanelContent>
        {!available ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Os webhooks não estão disponíveis neste servidor.</p>
        ) : webhooks === null ? (
          <p role="alert" className="text-sm text-rose-700 dark:text-rose-400">
            Não foi possível carregar os webhooks. Recarregue a página.
          </p>
        ) : webhooks.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
            <Webhook className="size-4 shrink-0" aria-hidden="true" />
            Nenhum webhook cadastrado.
          </p>
        ) : (
          <ul aria-labelledby="webhooks-title" className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
            {webhooks.map((webhook) => {
              const state = webhookStateLabel(webhook);
              return (
                <li key={webhook.id} data-testid="webhook" className="flex flex-col gap-2 py-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="min-w-0 font-mono text-sm break-all">{webhook.url}</p>
                    <Badge variant={state.tone}>{state.label}</Badge>
                  </div>
                  <p className="text-xs text-zinc-600 dark:text-zinc-400">
                    {webhook.events.map((event) => webhookEventLabels[event]).join(" · ")}
                  </p>
                  <WebhookActions webhook={webhook} />
                </li>
              );
            })}
          </ul>
        )}
      </PanelContent>
    </Panel>
  );
}
