"use client";

import { History, Pencil, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { OnDemandDialog } from "@/components/ui/on-demand-dialog";
import type { WebhookJson } from "@/lib/schemas/webhooks";

// Each dialog (Radix, its form) comes with the first click on its button.
const loadNew = () => import("@/components/webhooks/new-webhook-dialog").then((module) => ({ default: module.NewWebhookDialog }));
const loadEdit = () => import("@/components/webhooks/edit-webhook-dialog").then((module) => ({ default: module.EditWebhookDialog }));
const loadDeliveries = () =>
  import("@/components/webhooks/webhook-deliveries-dialog").then((module) => ({ default: module.WebhookDeliveriesDialog }));
const loadDelete = () => import("@/components/webhooks/delete-webhook-dialog").then((module) => ({ default: module.DeleteWebhookDialog }));

export function NewWebhookButton() {
  const trigger = (
    <Button>
      <Plus aria-hidden="true" />
      Novo webhook
    </Button>
  );
  return <OnDemandDialog load={loadNew} trigger={trigger} props={{}} />;
}

/** A webhook's row actions: Entregas, Editar, Excluir (named with its URL for screen readers). */
export function WebhookActions({ webhook }: { webhook: WebhookJson }) {
  return (
    <div className="flex flex-wrap gap-2">
      <OnDemandDialog
        load={loadDeliveries}
        props={{ webhook }}
        trigger={
          <Button variant="outline" size="sm" aria-label={`Entregas de ${webhook.url}`}>
            <History aria-hidden="true" />
            Entregas
          </Button>
        }
      />
      <OnDemandDialog
        load={loadEdit}
        props={{ webhook }}
        trigger={
          <Button variant="outline" size="sm" aria-label={`Editar ${webhook.url}`}>
            <Pencil aria-hidden="true" />
            Editar
          </Button>
        }
      />
      <OnDemandDialog
        load={loadDelete}
        props={{ webhook }}
        trigger={
          <Button variant="ghost" size="sm" className="text-rose-700 dark:text-rose-400" aria-label={`Excluir ${webhook.url}`}>
            <Trash2 aria-hidden="true" />
            Excluir
          </Button>
        }
      />
    </div>
  );
}
