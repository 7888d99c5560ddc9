/** The events a person's webhook may ask for, with what the profile shows beside each. */
export const WEBHOOK_EVENTS = [
  "transaction.created",
  "transaction.updated",
  "transaction.deleted",
  "bank.sync.completed",
  "review.pending",
  "budget.exceeded",
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const webhookEventLabels: Record<WebhookEvent, string> = {
  "transaction.created": "Transação criada",
  "transaction.updated": "Transação alterada",
  "transaction.deleted": "Transação excluída",
  "bank.sync.completed": "Sincronização bancária concluída",
  "review.pending": "Lançamentos a revisar",
  "budget.exceeded": "Orçamento estourado",
};

export type WebhookDeliveryStatus = "pending" | "delivered" | "failed";

/** How many deliveries the profile shows per webhook, newest first. */
export const WEBHOOK_DELIVERIES_SHOWN = 50;

/** A person keeps at most this many webhooks. */
export const MAX_WEBHOOKS = 10;
