import * as z from "@/lib/schemas/zod";
import {
  anticipateInput,
  cardParams,
  installmentGroupParams,
  statementParams,
  statementPaymentInput,
  statementPaymentParams,
  statementYearQuery,
  type StatementJson,
  type StatementPaymentJson,
  type StatementSummaryJson,
} from "@/lib/schemas/cards";
import { statementStatuses } from "@/lib/domain/card-statement";
import { color, day, id, json, month, reais } from "@/lib/openapi/answers";
import { transactionJson } from "@/lib/openapi/paths/transactions";
import { defineResource } from "@/lib/openapi/define";

const statementFields = {
  month: month("O mês da fatura (o do vencimento), AAAA-MM."),
  closingDate: day,
  dueDate: day,
  total: reais,
  paid: reais,
  remaining: reais,
  status: z.enum(statementStatuses),
  itemsTotal: reais.meta({ description: "A soma dos itens no Bolso." }),
  bankTotal: reais
    .nullable()
    .meta({ description: "O total no banco (cartão conectado); quando presente, é o `total`." }),
};

const statementSummary = z
  .object(statementFields)
  .meta({ id: "StatementSummary" }) satisfies z.ZodType<StatementSummaryJson>;

const payment = z
  .object({
    _id: id,
    amount: reais,
    paidOn: day,
    fromPaymentMethodId: id.nullable(),
    paidOutside: z.boolean().meta({ description: "Paga antes de o cartão estar no Bolso." }),
  })
  .meta({ id: "StatementPayment" }) satisfies z.ZodType<StatementPaymentJson>;

const statement = z
  .object({
    ...statementFields,
    items: z.array(
      z.object({
        _id: id,
        description: z.string(),
        valor: reais.meta({
          description: "Positivo numa compra; um crédito (estorno) é negativo.",
        }),
        transactionDate: day,
        category: z.object({ _id: id, name: z.string(), color }).nullable(),
        installment: z.object({ number: z.number().int(), of: z.number().int() }).nullable(),
      }),
    ),
    payments: z.array(payment),
  })
  .meta({ id: "Statement" }) satisfies z.ZodType<StatementJson>;

export default defineResource({
  tag: "Faturas",
  description: "As faturas de um cartão de crédito, os pagamentos e a antecipação de parcelas.",
  operations: [
    {
      method: "get",
      path: "/api/v1/payment-method/[id]/statements",
      access: "subscriber",
      summary: "Listar as faturas de um ano",
      description: "As do ano (padrão: o atual) e a aberta.",
      params: cardParams,
      query: statementYearQuery,
      answers: { 200: json("As faturas.", z.array(statementSummary)) },
    },
    {
      method: "get",
      path: "/api/v1/payment-method/[id]/statements/[month]",
      access: "subscriber",
      summary: "Ler uma fatura com itens e pagamentos",
      params: statementParams,
      answers: { 200: json("A fatura.", statement) },
    },
    {
      method: "post",
      path: "/api/v1/payment-method/[id]/statements/[month]/payments",
      access: "subscriber",
      summary: "Pagar uma fatura (toda ou parte) de uma conta",
      params: statementParams,
      body: statementPaymentInput,
      answers: { 201: json("O pagamento.", payment) },
      errors: ["conflict"],
    },
    {
      method: "delete",
      path: "/api/v1/payment-method/[id]/statements/[month]/payments/[paymentId]",
      access: "subscriber",
      summary: "Desfazer um pagamento de fatura",
      params: statementPaymentParams,
      answers: { 204: { description: "Desfeito." } },
    },
    {
      method: "post",
      path: "/api/v1/transaction/installment/[id]/anticipate",
      access: "subscriber",
      summary: "Antecipar as últimas parcelas para a fatura aberta",
      params: installmentGroupParams,
      body: anticipateInput,
      answers: { 200: json("As parcelas antecipadas.", z.array(transactionJson)) },
      errors: ["conflict"],
    },
  ],
});
