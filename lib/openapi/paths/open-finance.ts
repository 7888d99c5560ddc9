import * as z from "@/lib/schemas/zod";
import {
  addConnectionBody,
  connectionIdParams,
  connectTokenBody,
  type BankAccountJson,
  type BankConnectionJson,
  type BankConnectionStatusJson,
  type ConnectTokenJson,
} from "@/lib/schemas/open-finance";
import {
  connectedAccountParams,
  ignoredParams,
  linkAccountBody,
  type IgnoredBankRowJson,
} from "@/lib/schemas/open-finance-links";
import {
  reviewInput,
  reviewPageQuery,
  reviewParams,
  type ReviewRowJson,
} from "@/lib/schemas/open-finance-review";
import { reviewGroupInput, type ReviewGroupResult } from "@/lib/schemas/open-finance-review-groups";
import { cents, day, id, instant, json, messageAnswer } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";

const account = z
  .object({
    id,
    type: z.string().meta({ description: "BANK ou CREDIT." }),
    name: z.string(),
    number: z.string().nullable(),
    paymentMethodId: id.nullable(),
    paymentMethodName: z.string().nullable(),
    linkedPaymentMethodId: id.nullable(),
    linkState: z.enum(["linked", "pending"]),
    suggestedPaymentMethodId: id.nullable(),
    suggestedPaymentMethodName: z.string().nullable(),
    linkAdjustmentCents: cents.nullable(),
    lastSyncedAt: instant.nullable(),
  })
  .meta({ id: "BankAccount" }) satisfies z.ZodType<BankAccountJson>;

const connection = z
  .object({
    id,
    institutionName: z.string(),
    status: z.string().meta({ description: "O estado do item na Pluggy." }),
    statusLabel: z.string(),
    needsAction: z.boolean(),
    consentExpiresAt: instant.nullable(),
    lastSyncedAt: instant.nullable(),
    createdAt: instant,
    accounts: z.array(account),
  })
  .meta({ id: "BankConnection" }) satisfies z.ZodType<BankConnectionJson>;

const direction = z.enum(["receita", "despesa"]);

const reviewRow = z.object({
  transactionId: id,
  description: z.string(),
  rawDescription: z.string().nullable(),
  counterparty: z.string().nullable(),
  date: day,
  amountCents: cents,
  type: direction,
  categoryId: id.nullable(),
  categoryName: z.string().nullable(),
  paymentMethodId: id.nullable(),
  paymentMethodName: z.string().nullable(),
  pending: z.boolean(),
  reconciled: z.boolean(),
  possibleDuplicateOf: z
    .object({
      transactionId: id,
      description: z.string(),
      date: day,
      amountCents: cents,
      paymentMethodName: z.string().nullable(),
    })
    .nullable(),
}) satisfies z.ZodType<ReviewRowJson>;

const ignoredRow = z.object({
  id,
  reason: z.enum(["deleted", "ignored"]),
  description: z.string(),
  amountCents: cents,
  type: direction,
  date: day,
  ignoredAt: instant,
}) satisfies z.ZodType<IgnoredBankRowJson>;

const status = z.object({
  enabled: z.boolean(),
  message: z.string().nullable(),
}) satisfies z.ZodType<BankConnectionStatusJson>;

export default defineResource({
  tag: "Conexões bancárias",
  description:
    'Open Finance pela Pluggy: conexões, contas vinculadas, a caixa "A revisar" e os ignorados.',
  operations: [
    {
      method: "get",
      path: "/api/v1/open-finance/status",
      access: "subscriber",
      summary: "Se este servidor tem conexão bancária",
      answers: { 200: json("O estado.", status) },
    },
    {
      method: "post",
      path: "/api/v1/open-finance/connect-token",
      access: "subscriber",
      summary: "Um token do Pluggy Connect para o widget",
      body: connectTokenBody,
      tokens: "never",
      answers: {
        200: json(
          "O token.",
          z.object({ accessToken: z.string() }) satisfies z.ZodType<ConnectTokenJson>,
        ),
      },
      errors: ["bad_gateway", "too_many_requests"],
    },
    {
      method: "get",
      path: "/api/v1/open-finance/items",
      access: "subscriber",
      summary: "Listar as conexões bancárias",
      answers: { 200: json("As conexões, com as contas.", z.array(connection)) },
    },
    {
      method: "post",
      path: "/api/v1/open-finance/items",
      access: "subscriber",
      summary: "Guardar a conexão que o widget criou",
      tokens: "never",
      body: addConnectionBody,
      answers: {
        201: json("A conexão nova.", connection),
        200: json("A conexão já existia.", connection),
      },
      errors: ["bad_gateway"],
    },
    {
      method: "delete",
      path: "/api/v1/open-finance/items/[id]",
      access: "subscriber",
      summary: "Desconectar um banco",
      tokens: "never",
      description: "O item sai da Pluggy; os lançamentos ficam.",
      params: connectionIdParams,
      answers: { 204: { description: "Desconectado." } },
      errors: ["bad_gateway"],
    },
    {
      method: "post",
      path: "/api/v1/open-finance/items/[id]/sync",
      access: "subscriber",
      summary: "Atualizar agora",
      description: "No máximo uma vez a cada 5 minutos.",
      params: connectionIdParams,
      answers: { 202: json("Atualização na fila.", messageAnswer) },
      errors: ["too_many_requests", "bad_gateway"],
    },
    {
      method: "patch",
      path: "/api/v1/open-finance/accounts/[id]",
      access: "subscriber",
      summary: "Vincular uma conta conectada a uma da pessoa (ou criar uma)",
      params: connectedAccountParams,
      body: linkAccountBody,
      answers: { 200: json("A conta conectada.", account) },
      errors: ["conflict"],
    },
    {
      method: "post",
      path: "/api/v1/open-finance/accounts/[id]/adjustment-seen",
      access: "subscriber",
      summary: 'Marcar o aviso "Ajuste de saldo ao conectar" como visto',
      params: connectedAccountParams,
      answers: { 204: { description: "Visto." } },
    },
    {
      method: "get",
      path: "/api/v1/open-finance/review",
      access: "subscriber",
      summary: "Lançamentos do banco à espera de revisão",
      description: "Uma página por vez.",
      query: reviewPageQuery,
      answers: {
        200: json(
          "A página.",
          z.object({
            rows: z.array(reviewRow),
            page: z.number().int(),
            pageCount: z.number().int(),
            total: z.number().int(),
          }),
        ),
      },
    },
    {
      method: "post",
      path: "/api/v1/open-finance/review/[id]",
      access: "subscriber",
      summary: "Decidir sobre um lançamento do banco",
      description:
        '`accept`, `categorize` (e uma regra, opcional), `transfer`, `duplicate` ("Já lancei isso") ou `ignore`.',
      params: reviewParams,
      body: reviewInput,
      answers: {
        200: json(
          "A decisão.",
          z.object({
            transactionId: id,
            action: z.enum(["accept", "categorize", "transfer", "duplicate", "ignore"]),
            ruleCreated: z.boolean(),
          }),
        ),
      },
      errors: ["conflict"],
    },
    {
      method: "post",
      path: "/api/v1/open-finance/review/groups",
      access: "subscriber",
      summary: "Decidir sobre um grupo de lançamentos do banco",
      body: reviewGroupInput,
      answers: {
        200: json(
          "Quantos saíram da caixa.",
          z.object({
            action: z.enum(["confirm", "categorise", "transfer"]),
            count: z.number().int(),
          }) satisfies z.ZodType<ReviewGroupResult>,
        ),
      },
      errors: ["not_found", "conflict"],
    },
    {
      method: "get",
      path: "/api/v1/open-finance/ignored",
      access: "subscriber",
      summary: "Os lançamentos do banco excluídos ou ignorados",
      answers: { 200: json("Os ignorados.", z.array(ignoredRow)) },
    },
    {
      method: "delete",
      path: "/api/v1/open-finance/ignored/[id]",
      access: "subscriber",
      summary: "Desfazer: o lançamento volta para a revisão",
      params: ignoredParams,
      answers: { 200: json("O lançamento de volta.", z.object({ transactionId: id })) },
    },
    {
      method: "post",
      path: "/api/v1/open-finance/webhook",
      access: "public",
      summary: "Eventos da Pluggy",
      description: "Token na URL ou segredo no cabeçalho; os eventos só entram na fila.",
      answers: {
        200: json("Recebido.", z.object({ received: z.literal(true), outcome: z.string() })),
      },
      errors: ["unauthorized"],
      internal: true,
    },
  ],
});
