import * as z from "@/lib/schemas/zod";
import {
  categoryIdParams,
  categoryInput,
  categoryMapInput,
  categoryPatch,
  type CategoryJson,
  type CategoryMapJson,
} from "@/lib/schemas/categories";
import { categoryTypes } from "@/lib/domain/enums";
import { deductibleJson, json, labelJson } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";
import { householdItemFields } from "@/lib/openapi/household-item";

const category = labelJson
  .extend({
    type: z.enum(categoryTypes).meta({ description: "despesa, receita ou ambas." }),
    deductible: deductibleJson,
    ...householdItemFields,
  })
  .meta({ id: "Category" }) satisfies z.ZodType<CategoryJson>;

const count = z.number().int().min(0);
const categoryMap = z
  .object({
    category: category,
    moved: z
      .object({ transactions: count, rules: count, budgets: count, recurringPayments: count, payees: count })
      .meta({ description: "Quantos registros da pessoa passaram para a categoria da casa." }),
  })
  .meta({ id: "CategoryMap" }) satisfies z.ZodType<CategoryMapJson>;

const example = {
  _id: "0b9c2f0e-3f7a-4c1e-9a61-2f4d8e6b1a22",
  name: "Mercado",
  description: null,
  color: "#10B981",
  type: "despesa",
  household: false,
  ownerId: "5d1f7a3e-8c2b-4e6a-9f10-3b7c2d9e4a55",
  access: "owner",
};

export default defineResource({
  tag: "Categorias",
  description: "As categorias das receitas e despesas.",
  operations: [
    {
      method: "post",
      path: "/api/v1/category",
      access: "subscriber",
      summary: "Criar uma categoria",
      description: "`household: true` a põe no conjunto de categorias da casa (um nome por casa).",
      body: categoryInput,
      bodyExample: { name: "Mercado", color: "#10B981" },
      answers: { 201: json("A categoria criada.", category, example) },
      errors: ["conflict", "forbidden"],
    },
    {
      method: "get",
      path: "/api/v1/category/list-all",
      access: "subscriber",
      summary: "Listar as categorias",
      description: "As da pessoa e as da casa, em ordem alfabética.",
      answers: { 200: json("As categorias da pessoa.", z.array(category), [example]) },
    },
    {
      method: "post",
      path: "/api/v1/category/starter-set",
      access: "subscriber",
      summary: "Adicionar as categorias sugeridas",
      description: "Idempotente: as que já existem ficam. Responde a lista completa.",
      answers: { 200: json("Todas as categorias da pessoa.", z.array(category)) },
    },
    {
      method: "get",
      path: "/api/v1/category/[id]",
      access: "subscriber",
      summary: "Ler uma categoria",
      params: categoryIdParams,
      answers: { 200: json("A categoria.", category, example) },
    },
    {
      method: "patch",
      path: "/api/v1/category/[id]",
      access: "subscriber",
      summary: "Alterar uma categoria",
      description:
        "Só os campos enviados mudam. Uma da casa pode ser alterada por quem não é \"Só ver\"; `household: false` só por quem a criou.",
      params: categoryIdParams,
      body: categoryPatch,
      answers: { 200: json("A categoria alterada.", category) },
      errors: ["conflict", "forbidden"],
    },
    {
      method: "post",
      path: "/api/v1/category/[id]/map",
      access: "subscriber",
      summary: "Ligar uma categoria sua a uma da casa",
      description:
        "\"Mercado\" vira \"Supermercado\": as transações, regras, orçamentos, pagamentos recorrentes e favorecidos da pessoa nesta categoria passam para a categoria da casa, e esta é excluída, tudo numa só transação.",
      params: categoryIdParams,
      body: categoryMapInput,
      answers: { 200: json("A categoria da casa e o que passou para ela.", categoryMap) },
      errors: ["conflict"],
    },
    {
      method: "delete",
      path: "/api/v1/category/[id]",
      access: "subscriber",
      summary: "Excluir uma categoria",
      params: categoryIdParams,
      answers: { 204: { description: "Excluída." } },
      errors: ["forbidden"],
    },
  ],
});
