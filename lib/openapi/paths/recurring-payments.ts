import * as z from "@/lib/schemas/zod";
import {
  payRecurringPaymentInput,
  recurringPaymentIdParams,
  recurringPaymentInput,
  recurringPaymentListQuery,
  unpayRecurringPaymentQuery,
  type PaidOccurrenceJson,
  type PendingPaymentJson,
  type RecurringPaymentJson,
} from "@/lib/schemas/recurring-payments";
import {
  recurringSuggestionParams,
  type RecurringSuggestionJson,
} from "@/lib/schemas/recurring-suggestions";
import {
  captureInput,
  oneOffBillInput,
  type CaptureJson,
  type OneOffBillJson,
} from "@/lib/schemas/capture";
import { recurringFrequencies } from "@/lib/domain/enums";
import { day, id, json, namedRefJson, reais } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";
import { householdItemFields } from "@/lib/openapi/household-item";

const recurringPayment = z
  .object({
    _id: id,
    name: z.string(),
    amount: reais,
    dueDay: z.number().int(),
    frequency: z.enum(recurringFrequencies),
    categoryId: namedRefJson.nullable(),
    paymentMethodId: namedRefJson.nullable(),
    description: z.string().nullable(),
    isActive: z.boolean(),
    ...householdItemFields,
  })
  .meta({ id: "RecurringPayment" }) satisfies z.ZodType<RecurringPaymentJson>;

const pendingFields = {
  _id: z.string().meta({ description: "A ocorrência: conta e vencimento." }),
  recurringPaymentId: id,
  name: z.string(),
  dueDate: day,
  amount: reais,
  isPaid: z.boolean(),
  paidOn: day.nullable(),
};

export const pendingPayment = z
  .object(pendingFields)
  .meta({ id: "PendingPayment" }) satisfies z.ZodType<PendingPaymentJson>;

const paidOccurrence = z.object({
  ...pendingFields,
  transactionId: id.nullable(),
}) satisfies z.ZodType<PaidOccurrenceJson>;

const suggestion = z.object({
  id: id.meta({ description: "O favorecido." }),
  payeeName: z.string(),
  amount: reais,
  dueDay: z.number().int(),
  message: z.string(),
}) satisfies z.ZodType<RecurringSuggestionJson>;

const capture = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("pix"),
    amount: z.number().nullable(),
    payee: z.string(),
    city: z.string(),
    txid: z.string().nullable(),
    key: z.string().nullable(),
    dynamic: z
      .boolean()
      .meta({
        description: "Código dinâmico: valor e txid são os do código; o banco os confirma.",
      }),
  }),
  z.object({
    kind: z.literal("boleto"),
    amount: z.number().nullable(),
    dueDate: day.nullable(),
    bank: z.object({ code: z.string(), name: z.string().nullable() }),
  }),
  z.object({
    kind: z.literal("arrecadacao"),
    amount: z.number().nullable(),
    segment: z.number().int(),
  }),
]) satisfies z.ZodType<CaptureJson>;

const oneOffBill = z.object({
  _id: id,
  name: z.string(),
  amount: reais,
  dueDate: day,
}) satisfies z.ZodType<OneOffBillJson>;

export default defineResource({
  tag: "Contas a pagar",
  description:
    "Contas que se repetem, suas ocorrências, sugestões de assinaturas e a leitura de Pix e boletos.",
  operations: [
    {
      method: "get",
      path: "/api/v1/recurring-payments",
      access: "subscriber",
      summary: "Listar as contas que se repetem",
      description: "As da pessoa e as da casa. `search` filtra pelo nome (sem diferença de maiúsculas nem acentos).",
      query: recurringPaymentListQuery,
      answers: { 200: json("As contas.", z.array(recurringPayment)) },
    },
    {
      method: "post",
      path: "/api/v1/recurring-payments",
      access: "subscriber",
      summary: "Criar uma conta que se repete",
      description: "`household: true` a faz da casa (com uma categoria da casa, se tiver categoria).",
      body: recurringPaymentInput,
      bodyExample: { name: "Internet", amount: 99.9, dueDay: 10, frequency: "monthly" },
      answers: { 201: json("A conta.", recurringPayment) },
      errors: ["forbidden"],
    },
    {
      method: "get",
      path: "/api/v1/recurring-payments/[id]",
      access: "subscriber",
      summary: "Ler uma conta que se repete",
      params: recurringPaymentIdParams,
      answers: { 200: json("A conta.", recurringPayment) },
    },
    {
      method: "put",
      path: "/api/v1/recurring-payments/[id]",
      access: "subscriber",
      summary: "Substituir uma conta que se repete",
      description:
        "Uma da casa pode ser alterada por quem não é \"Só ver\". Sem `household`, continua como está; `household: false` só por quem a criou.",
      params: recurringPaymentIdParams,
      body: recurringPaymentInput,
      answers: { 200: json("A conta.", recurringPayment) },
      errors: ["forbidden"],
    },
    {
      method: "delete",
      path: "/api/v1/recurring-payments/[id]",
      access: "subscriber",
      summary: "Excluir uma conta que se repete",
      params: recurringPaymentIdParams,
      answers: { 204: { description: "Excluída." } },
      errors: ["forbidden"],
    },
    {
      method: "post",
      path: "/api/v1/recurring-payments/[id]/pay",
      access: "subscriber",
      summary: "Marcar uma ocorrência como paga",
      description:
        "Lança a despesa. Já paga: 200 com a mesma ocorrência. Uma conta da casa é paga por qualquer membro que não seja \"Só ver\": a despesa vai para o meio de pagamento da conta se ele estiver compartilhado com o membro (\"Ver e lançar\"); senão, é um lançamento do membro, sem meio de pagamento, \"da casa\".",
      params: recurringPaymentIdParams,
      body: payRecurringPaymentInput,
      answers: {
        201: json("A ocorrência paga.", paidOccurrence),
        200: json("Já estava paga.", paidOccurrence),
      },
      errors: ["conflict", "forbidden"],
    },
    {
      method: "delete",
      path: "/api/v1/recurring-payments/[id]/pay",
      access: "subscriber",
      summary: "Desfazer o pagamento de uma ocorrência",
      params: recurringPaymentIdParams,
      query: unpayRecurringPaymentQuery,
      answers: { 204: { description: "Desfeito." } },
      errors: ["forbidden"],
    },
    {
      method: "get",
      path: "/api/v1/recurring-payments/suggestions",
      access: "subscriber",
      summary: "Sugestões de assinaturas",
      description:
        "Favorecidos cobrados todo mês no mesmo dia e valor por três meses, ainda não seguidos nem recusados.",
      answers: { 200: json("As sugestões.", z.array(suggestion)) },
    },
    {
      method: "post",
      path: "/api/v1/recurring-payments/suggestions/[id]/accept",
      access: "subscriber",
      summary: "Seguir uma sugestão como conta mensal",
      params: recurringSuggestionParams,
      answers: { 201: json("A conta criada.", recurringPayment) },
      errors: ["conflict"],
    },
    {
      method: "post",
      path: "/api/v1/recurring-payments/suggestions/[id]/dismiss",
      access: "subscriber",
      summary: 'Recusar uma sugestão ("Agora não")',
      params: recurringSuggestionParams,
      answers: { 204: { description: "Não será oferecida de novo." } },
    },
    {
      method: "post",
      path: "/api/v1/capture",
      access: "subscriber",
      summary: "Ler um código Pix ou de boleto",
      body: captureInput,
      answers: { 200: json("O que o código diz.", capture) },
    },
    {
      method: "post",
      path: "/api/v1/capture/bill",
      access: "subscriber",
      summary: "Guardar um boleto como conta a pagar no vencimento",
      body: oneOffBillInput,
      idempotent: true,
      answers: { 201: json("A conta criada.", oneOffBill) },
    },
  ],
});
