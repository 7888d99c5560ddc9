import * as z from "@/lib/schemas/zod";
import {
  categoryIdParams,
  categoryInput,
  categoryPatch,
  type CategoryJson,
} from "@/lib/schemas/categories";
import { categoryTypes } from "@/lib/domain/enums";
import { deductibleJson, json, labelJson } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";

const category = labelJson
  .extend({
    type: z.enum(categoryTypes).meta({ description: "despesa, receita ou ambas." }),
    deductible: deductibleJson,
  })
  .meta({ id: "Category" }) satisfies z.ZodType<CategoryJson>;

const example = {
  _id: "0b9c2f0e-3f7a-4c1e-9a61-2f4d8e6b1a22",
  name: "Mercado",
  description: null,
  color: "#10B981",
  type: "despesa",
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
      body: categoryInput,
      bodyExample: { name: "Mercado", color: "#10B981" },
      answers: { 201: json("A categoria criada.", category, example) },
      errors: ["conflict"],
    },
    {
      method: "get",
      path: "/api/v1/category/list-all",
      access: "subscriber",
      summary: "Listar as categorias",
      description: "Em ordem alfabética.",
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
      description: "Só os campos enviados mudam.",
      params: categoryIdParams,
      body: categoryPatch,
      answers: { 200: json("A categoria alterada.", category) },
      errors: ["conflict"],
    },
    {
      method: "delete",
      path: "/api/v1/category/[id]",
      access: "subscriber",
      summary: "Excluir uma categoria",
      params: categoryIdParams,
      answers: { 204: { description: "Excluída." } },
    },
  ],
});
