import * as z from "@/lib/schemas/zod";
import { transferIdParams, transferInput, type TransferJson } from "@/lib/schemas/transfers";
import { optionalMonthQuery } from "@/lib/schemas/month-query";
import { day, json, reais, refJson, id } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";

const transfer = z
  .object({
    _id: id,
    fromPaymentMethodId: refJson.nullable(),
    toPaymentMethodId: refJson.nullable(),
    amount: reais,
    date: day,
    description: z.string().nullable(),
  })
  .meta({ id: "Transfer" }) satisfies z.ZodType<TransferJson>;

export default defineResource({
  tag: "Transferências",
  description: "Dinheiro movido entre as contas da pessoa: não conta como receita nem despesa.",
  operations: [
    {
      method: "get",
      path: "/api/v1/transfer",
      access: "subscriber",
      summary: "Listar as transferências de um mês",
      description: "Sem mês: o atual.",
      query: optionalMonthQuery,
      answers: { 200: json("As transferências.", z.array(transfer)) },
    },
    {
      method: "post",
      path: "/api/v1/transfer",
      access: "subscriber",
      summary: "Transferir entre duas contas",
      body: transferInput,
      answers: { 201: json("A transferência.", transfer) },
    },
    {
      method: "delete",
      path: "/api/v1/transfer/[id]",
      access: "subscriber",
      summary: "Desfazer uma transferência",
      params: transferIdParams,
      answers: { 204: { description: "Desfeita." } },
    },
  ],
});
