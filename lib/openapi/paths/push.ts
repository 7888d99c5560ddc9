import * as z from "@/lib/schemas/zod";
import {
  pushSubscriptionInput,
  pushUnsubscribeInput,
  type PushSubscriptionJson,
  type PushTestJson,
} from "@/lib/schemas/push";
import { json } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";

export default defineResource({
  tag: "Notificações",
  description: "Web Push: os aparelhos que recebem os avisos da pessoa.",
  operations: [
    {
      method: "get",
      path: "/api/v1/push/vapid-public-key",
      access: "user",
      summary: "A chave pública (applicationServerKey)",
      answers: { 200: json("A chave.", z.object({ publicKey: z.string() })) },
    },
    {
      method: "post",
      path: "/api/v1/push/subscriptions",
      access: "user",
      summary: "Este navegador passa a receber os avisos",
      body: pushSubscriptionInput,
      answers: {
        201: json(
          "A inscrição.",
          z.object({
            endpoint: z.string(),
            expirationTime: z.number().nullable(),
          }) satisfies z.ZodType<PushSubscriptionJson>,
        ),
      },
    },
    {
      method: "delete",
      path: "/api/v1/push/subscriptions",
      access: "user",
      summary: "Este navegador deixa de receber",
      body: pushUnsubscribeInput,
      answers: { 204: { description: "Removida." } },
    },
    {
      method: "post",
      path: "/api/v1/push/test",
      access: "user",
      summary: 'Enviar "Notificações ativadas" a todos os aparelhos',
      answers: {
        200: json(
          "Quantos receberam.",
          z.object({
            sent: z.number().int(),
            removed: z.number().int(),
            failed: z.number().int(),
          }) satisfies z.ZodType<PushTestJson>,
        ),
      },
    },
  ],
});
