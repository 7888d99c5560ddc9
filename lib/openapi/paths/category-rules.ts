import * as z from "@/lib/schemas/zod";
import {
  categoryRuleIdParams,
  categoryRuleInput,
  categoryRulePatch,
  type CategoryRuleJson,
} from "@/lib/schemas/category-rules";
import { color, id, json } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";

const rule = z
  .object({
    _id: id,
    contains: z.string(),
    categoryId: id,
    categoryName: z.string(),
    categoryColor: color,
    paymentMethodId: id.nullable(),
    paymentMethodName: z.string().nullable(),
    tags: z.array(z.string()),
  })
  .meta({ id: "CategoryRule" }) satisfies z.ZodType<CategoryRuleJson>;

export default defineResource({
  tag: "Regras de categoria",
  description: '"Descrição contém → categoria": aplicadas aos lançamentos novos e aos do banco.',
  operations: [
    {
      method: "get",
      path: "/api/v1/category-rule",
      access: "subscriber",
      summary: "Listar as regras",
      answers: { 200: json("As regras.", z.array(rule)) },
    },
    {
      method: "post",
      path: "/api/v1/category-rule",
      access: "subscriber",
      summary: "Criar uma regra",
      body: categoryRuleInput,
      answers: { 201: json("A regra criada.", rule) },
      errors: ["conflict"],
    },
    {
      method: "patch",
      path: "/api/v1/category-rule/[id]",
      access: "subscriber",
      summary: "Alterar uma regra",
      params: categoryRuleIdParams,
      body: categoryRulePatch,
      answers: { 200: json("A regra alterada.", rule) },
      errors: ["conflict"],
    },
    {
      method: "delete",
      path: "/api/v1/category-rule/[id]",
      access: "subscriber",
      summary: "Excluir uma regra",
      params: categoryRuleIdParams,
      answers: { 204: { description: "Excluída." } },
    },
  ],
});
