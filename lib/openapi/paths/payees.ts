import * as z from "@/lib/schemas/zod";
import {
  payeeIdParams,
  payeeInput,
  payeeListQuery,
  payeePatchInput,
  PAYEE_KINDS,
  type PayeeJson,
} from "@/lib/schemas/payees";
import {
  payeeCategoryInput,
  payeeCategoryQuery,
  type PayeeCategoryOffer,
  type PayeeCategoryResult,
} from "@/lib/schemas/payee-category";
import { deductibleJson, id, json } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";

const payee = z
  .object({
    id,
    name: z.string(),
    document: z
      .string()
      .nullable()
      .meta({ description: "CPF/CNPJ (dígitos, ou mascarado como o banco deu)." }),
    documentMasked: z.boolean(),
    kind: z.enum(PAYEE_KINDS).nullable(),
    defaultCategoryId: id.nullable(),
    deductible: deductibleJson,
    transactionCount: z.number().int(),
  })
  .meta({ id: "Payee" }) satisfies z.ZodType<PayeeJson>;

const offer = z.object({
  payeeId: id,
  name: z.string(),
  defaultCategoryId: id.nullable(),
  count: z.number().int(),
}) satisfies z.ZodType<PayeeCategoryOffer>;
const applied = z.object({
  payeeId: id,
  updated: z.number().int(),
  defaultCategoryId: id.nullable(),
}) satisfies z.ZodType<PayeeCategoryResult>;

export default defineResource({
  tag: "Favorecidos",
  description: "Quem está do outro lado dos lançamentos: um por CPF/CNPJ, senão por nome.",
  operations: [
    {
      method: "get",
      path: "/api/v1/payees",
      access: "subscriber",
      summary: "Listar os favorecidos",
      description: "Uma página por nome; `q` filtra.",
      query: payeeListQuery,
      answers: {
        200: {
          ...json("A página.", z.array(payee)),
          headers: {
            "X-Total-Count": "Quantos há ao todo.",
            Link: "As páginas vizinhas (RFC 8288).",
          },
        },
      },
    },
    {
      method: "post",
      path: "/api/v1/payees",
      access: "subscriber",
      summary: "Criar um favorecido",
      body: payeeInput,
      answers: { 201: json("O favorecido.", payee) },
      errors: ["conflict"],
    },
    {
      method: "get",
      path: "/api/v1/payees/[id]",
      access: "subscriber",
      summary: "Ler um favorecido",
      params: payeeIdParams,
      answers: { 200: json("O favorecido.", payee) },
    },
    {
      method: "patch",
      path: "/api/v1/payees/[id]",
      access: "subscriber",
      summary: "Alterar ou unir um favorecido",
      description:
        "Com `mergeInto`, une este ao outro favorecido (os lançamentos passam para ele).",
      params: payeeIdParams,
      body: payeePatchInput,
      answers: { 200: json("O favorecido (o de destino, numa união).", payee) },
      errors: ["conflict"],
    },
    {
      method: "delete",
      path: "/api/v1/payees/[id]",
      access: "subscriber",
      summary: "Excluir um favorecido",
      description: "Os lançamentos ficam, sem favorecido.",
      params: payeeIdParams,
      answers: { 204: { description: "Excluído." } },
    },
    {
      method: "get",
      path: "/api/v1/payees/[id]/category",
      access: "subscriber",
      summary: "Quantos lançamentos do mês receberiam uma categoria",
      params: payeeIdParams,
      query: payeeCategoryQuery,
      answers: { 200: json("A oferta.", offer) },
    },
    {
      method: "post",
      path: "/api/v1/payees/[id]/category",
      access: "subscriber",
      summary: "Dar uma categoria aos lançamentos do mês e/ou torná-la a padrão",
      params: payeeIdParams,
      body: payeeCategoryInput,
      answers: { 200: json("O resultado.", applied) },
    },
  ],
});
