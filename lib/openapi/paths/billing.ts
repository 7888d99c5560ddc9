import * as z from "@/lib/schemas/zod";
import {
  checkoutSessionInput,
  paymentJson,
  subscriptionStatusJson,
  urlJson,
} from "@/lib/schemas/billing";
import { json, messageAnswer } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";

const status = subscriptionStatusJson.meta({ id: "SubscriptionStatus" });

export default defineResource({
  tag: "Assinatura",
  description: "O plano mensal pela Stripe: checkout, portal, estado e faturas.",
  operations: [
    {
      method: "get",
      path: "/api/v1/stripe/subscription-status",
      access: "user",
      summary: "O estado da assinatura",
      answers: { 200: json("O estado.", status) },
      errors: ["no_subscription", "bad_gateway"],
    },
    {
      method: "get",
      path: "/api/v1/stripe/payments",
      access: "user",
      summary: "As faturas da assinatura",
      answers: { 200: json("As faturas.", z.array(paymentJson)) },
      errors: ["no_subscription", "bad_gateway"],
    },
    {
      method: "post",
      path: "/api/v1/stripe/create-checkout-session",
      access: "public",
      summary: "Abrir o checkout do plano",
      description:
        "Com sessão: devolve a URL do checkout. Sem sessão, com o `email` da conta: envia o link por e-mail (202).",
      body: checkoutSessionInput,
      answers: {
        200: json("A URL do checkout.", urlJson),
        202: json("Link enviado por e-mail.", messageAnswer),
      },
      errors: ["unauthorized", "forbidden", "conflict", "bad_gateway", "too_many_requests"],
    },
    {
      method: "post",
      path: "/api/v1/stripe/create-customer-portal-session",
      access: "user",
      summary: "Abrir o portal da Stripe",
      answers: { 200: json("A URL do portal.", urlJson) },
      errors: ["no_subscription", "bad_gateway"],
    },
    {
      method: "post",
      path: "/api/v1/stripe/cancel-subscription",
      access: "user",
      summary: "Cancelar no fim do período pago",
      answers: { 200: json("O estado.", status) },
      errors: ["no_subscription", "bad_gateway"],
    },
    {
      method: "post",
      path: "/api/v1/stripe/resume-subscription",
      access: "user",
      summary: "Desfazer um cancelamento agendado",
      answers: { 200: json("O estado.", status) },
      errors: ["no_subscription", "bad_gateway"],
    },
    {
      method: "post",
      path: "/api/v1/stripe/webhook",
      access: "public",
      summary: "Eventos da Stripe",
      description: "Assinados (`Stripe-Signature`), sem repetição pelo id do evento.",
      answers: {
        200: json("Recebido.", z.object({ received: z.literal(true), outcome: z.string() })),
      },
      internal: true,
    },
  ],
});
