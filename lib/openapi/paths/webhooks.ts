import * as z from "@/lib/schemas/zod";
import {
  createWebhookInput,
  updateWebhookInput,
  webhookDeliveryParams,
  webhookParams,
  type CreatedWebhookJson,
  type WebhookDeliveryJson,
  type WebhookJson,
} from "@/lib/schemas/webhooks";
import { WEBHOOK_EVENTS } from "@/lib/domain/webhook-events";
import { id, instant, json } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";

const webhookFields = {
  id,
  url: z.string().meta({ format: "uri", example: "https://exemplo.com.br/bolso" }),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  failingSince: instant
    .nullable()
    .meta({ description: "A primeira falha desde o último sucesso." }),
  disabledForFailuresAt: instant
    .nullable()
    .meta({ description: "Quando três dias de falhas o desativaram." }),
  createdAt: instant,
};

const webhook = z.object(webhookFields).meta({ id: "Webhook" }) satisfies z.ZodType<WebhookJson>;

const created = z.object({
  ...webhookFields,
  secret: z
    .string()
    .meta({ description: "O segredo da assinatura `Bolso-Signature`: aparece só nesta resposta." }),
}) satisfies z.ZodType<CreatedWebhookJson>;

const delivery = z.object({
  id,
  eventId: id,
  event: z.enum(WEBHOOK_EVENTS),
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: instant.nullable(),
  deliveredAt: instant.nullable(),
  createdAt: instant,
}) satisfies z.ZodType<WebhookDeliveryJson>;

export default defineResource({
  tag: "Webhooks",
  description:
    "Eventos enviados a uma URL https da pessoa, assinados com `Bolso-Signature: t=…,v1=HMAC-SHA256(segredo, t.corpo)`. Só com a sessão.",
  operations: [
    {
      method: "get",
      path: "/api/v1/user/webhooks",
      access: "user",
      tokens: "never",
      summary: "Listar os webhooks",
      answers: { 200: json("Os webhooks.", z.array(webhook)) },
    },
    {
      method: "post",
      path: "/api/v1/user/webhooks",
      access: "user",
      tokens: "never",
      summary: "Criar um webhook",
      description: "O segredo da assinatura aparece uma vez só, nesta resposta.",
      body: createWebhookInput,
      bodyExample: { url: "https://exemplo.com.br/bolso", events: ["transaction.created"] },
      answers: { 201: json("O webhook criado, com o segredo.", created) },
      errors: ["conflict"],
    },
    {
      method: "patch",
      path: "/api/v1/user/webhooks/[id]",
      access: "user",
      tokens: "never",
      summary: "Alterar os eventos ou ligar/desligar",
      params: webhookParams,
      body: updateWebhookInput,
      answers: { 200: json("O webhook.", webhook) },
    },
    {
      method: "delete",
      path: "/api/v1/user/webhooks/[id]",
      access: "user",
      tokens: "never",
      summary: "Excluir um webhook e suas entregas",
      params: webhookParams,
      answers: { 204: { description: "Excluído." } },
    },
    {
      method: "get",
      path: "/api/v1/user/webhooks/[id]/deliveries",
      access: "user",
      tokens: "never",
      summary: "As últimas 50 entregas",
      params: webhookParams,
      answers: { 200: json("As entregas, com estado e código de resposta.", z.array(delivery)) },
    },
    {
      method: "post",
      path: "/api/v1/user/webhooks/[id]/deliveries/[deliveryId]/redeliver",
      access: "user",
      tokens: "never",
      summary: "Reenviar uma entrega",
      params: webhookDeliveryParams,
      answers: { 201: json("A nova entrega.", delivery) },
      errors: ["conflict"],
    },
  ],
});
