import * as z from "@/lib/schemas/zod";
import {
  paymentKindsReviewInput,
  paymentMethodIdParams,
  paymentMethodInput,
  paymentMethodPatch,
  starterSetInput,
  type PaymentKindsReviewJson,
  type PaymentMethodJson,
} from "@/lib/schemas/payment-methods";
import { paymentMethodKinds, sharingLevels } from "@/lib/domain/enums";
import { recordAccess } from "@/lib/openapi/paths/transactions";
import { color, id, json, labelJson, reais } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";

export const paymentMethodJson = labelJson
  .extend({
    kind: z
      .enum(paymentMethodKinds)
      .meta({ description: "account (conta), credit_card (cartão) ou method (Pix, débito…)." }),
    accountId: id.nullable(),
    openingBalance: reais,
    balance: reais.nullable().meta({ description: "Saldo de uma conta; nulo nos outros tipos." }),
    closingDay: z.number().int().nullable(),
    dueDay: z.number().int().nullable(),
    creditLimit: reais.nullable(),
    availableLimit: reais.nullable(),
    sharing: z
      .enum(sharingLevels)
      .meta({ description: "private (só seu), shared (a casa vê e lança) ou read_only (a casa só vê)." }),
    ownerId: id,
    ownerName: z.string().optional().meta({ description: "O nome do dono, quando não é você." }),
    access: recordAccess,
  })
  .meta({ id: "PaymentMethod" }) satisfies z.ZodType<PaymentMethodJson>;

const kindsReview = z
  .object({
    methods: z.array(z.object({ _id: id, name: z.string(), color, holdsMoney: z.boolean() })),
  })
  .nullable() satisfies z.ZodType<PaymentKindsReviewJson | null>;

export default defineResource({
  tag: "Contas e cartões",
  description:
    "Meios de pagamento: contas (com saldo), cartões de crédito (com faturas) e outros meios.",
  operations: [
    {
      method: "post",
      path: "/api/v1/payment-method",
      access: "subscriber",
      summary: "Criar um meio de pagamento",
      description: "Um cartão (`credit_card`) pede dia de fechamento e de vencimento.",
      body: paymentMethodInput,
      bodyExample: {
        name: "Nubank",
        kind: "credit_card",
        closingDay: 3,
        dueDay: 10,
        creditLimit: 5000,
      },
      answers: { 201: json("O meio de pagamento criado.", paymentMethodJson) },
      errors: ["conflict"],
    },
    {
      method: "get",
      path: "/api/v1/payment-method/list-all",
      access: "subscriber",
      summary: "Listar os meios de pagamento",
      description: "Em ordem alfabética, com saldos e limites; inclui os que a casa compartilha com você, com o saldo do dono.",
      answers: { 200: json("Os meios de pagamento.", z.array(paymentMethodJson)) },
    },
    {
      method: "post",
      path: "/api/v1/payment-method/starter-set",
      access: "subscriber",
      summary: "Adicionar os meios de pagamento sugeridos",
      description: "Idempotente. Responde a lista completa.",
      body: starterSetInput,
      answers: { 200: json("Todos os meios de pagamento.", z.array(paymentMethodJson)) },
    },
    {
      method: "get",
      path: "/api/v1/payment-method/review",
      access: "subscriber",
      summary: 'A pergunta "Quais destes guardam dinheiro?"',
      description: "Nula depois de respondida.",
      answers: { 200: json("A pergunta pendente, ou null.", kindsReview) },
    },
    {
      method: "post",
      path: "/api/v1/payment-method/review",
      access: "subscriber",
      summary: "Responder quais meios guardam dinheiro",
      body: paymentKindsReviewInput,
      answers: {
        200: json("Os meios de pagamento depois da resposta.", z.array(paymentMethodJson)),
      },
    },
    {
      method: "get",
      path: "/api/v1/payment-method/[id]",
      access: "subscriber",
      summary: "Ler um meio de pagamento",
      params: paymentMethodIdParams,
      answers: { 200: json("O meio de pagamento.", paymentMethodJson) },
    },
    {
      method: "patch",
      path: "/api/v1/payment-method/[id]",
      access: "subscriber",
      summary: "Alterar um meio de pagamento",
      description:
        "Só o dono altera. `sharing` compartilha com a casa (`shared`: vê e lança; `read_only`: só vê) e pede uma casa.",
      params: paymentMethodIdParams,
      body: paymentMethodPatch,
      answers: { 200: json("O meio de pagamento alterado.", paymentMethodJson) },
      errors: ["conflict"],
    },
    {
      method: "delete",
      path: "/api/v1/payment-method/[id]",
      access: "subscriber",
      summary: "Excluir um meio de pagamento",
      params: paymentMethodIdParams,
      answers: { 204: { description: "Excluído." } },
      errors: ["conflict"],
    },
  ],
});
