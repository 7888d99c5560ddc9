import * as z from "@/lib/schemas/zod";
import { MAX_WEBHOOKS, WEBHOOK_EVENTS, type WebhookDeliveryStatus, type WebhookEvent } from "@/lib/domain/webhook-events";

export const webhookMessages = {
  unavailable: "Os webhooks não estão disponíveis neste servidor.",
  urlInvalid: "Informe a URL do webhook (https://…).",
  urlNotHttps: "A URL do webhook deve usar https.",
  urlNotPublic: "A URL do webhook deve apontar para um servidor público na internet.",
  urlUnresolved: "Não foi possível encontrar o servidor da URL do webhook.",
  eventsRequired: "Escolha pelo menos um evento.",
  eventUnknown: `Evento desconhecido. Use: ${WEBHOOK_EVENTS.join(", ")}.`,
  enabledInvalid: "Informe se o webhook fica ativo (true ou false).",
  nothingToChange: "Informe os eventos ou se o webhook fica ativo.",
  idInvalid: "Identificador de webhook inválido.",
  deliveryIdInvalid: "Identificador de entrega inválido.",
  notFound: "Webhook não encontrado.",
  deliveryNotFound: "Entrega não encontrada.",
  tooMany: `Você já tem ${MAX_WEBHOOKS} webhooks. Exclua um antes de criar outro.`,
  redeliverDisabled: "Ative o webhook antes de reenviar uma entrega.",
} as const;

const url = z
  .string({ error: webhookMessages.urlInvalid })
  .trim()
  .min(1, webhookMessages.urlInvalid)
  .max(2048, webhookMessages.urlInvalid)
  .refine((value) => URL.canParse(value), webhookMessages.urlInvalid);

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: webhookMessages.eventUnknown }), { error: webhookMessages.eventsRequired })
  .min(1, webhookMessages.eventsRequired)
  .max(WEBHOOK_EVENTS.length, webhookMessages.eventsRequired)
  // Each event once, in the list's order: what the profile shows and the database keeps.
  .transform((chosen) => WEBHOOK_EVENTS.filter((event) => chosen.includes(event)));

/** POST /user/webhooks. */
export const createWebhookInput = z.object({ url, events });
export type CreateWebhookInput = z.infer<typeof createWebhookInput>;

/** PATCH /user/webhooks/{id}: the events, or whether it is on (turning it on clears the failures). */
export const updateWebhookInput = z
  .object({
    events: events.optional(),
    enabled: z.boolean({ error: webhookMessages.enabledInvalid }).optional(),
  })
  .refine((input) => input.events !== undefined || input.enabled !== undefined, webhookMessages.nothingToChange);
export type UpdateWebhookInput = z.infer<typeof updateWebhookInput>;

export const webhookParams = z.object({ id: z.uuid({ error: webhookMessages.idInvalid }) });

export const webhookDeliveryParams = z.object({
  id: z.uuid({ error: webhookMessages.idInvalid }),
  deliveryId: z.uuid({ error: webhookMessages.deliveryIdInvalid }),
});

export interface WebhookJson {
  id: string;
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  /** The first failure since the last success (ISO), or null. */
  failingSince: string | null;
  /** When three days of failures disabled it (ISO), or null. */
  disabledForFailuresAt: string | null;
  createdAt: string;
}

/** The answer of POST /user/webhooks: the only time the signing secret is shown. */
export interface CreatedWebhookJson extends WebhookJson {
  secret: string;
}

export interface WebhookDeliveryJson {
  id: string;
  eventId: string;
  event: WebhookEvent;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
}
