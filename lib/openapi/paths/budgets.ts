import * as z from "@/lib/schemas/zod";
import {
  budgetCategoryParams,
  budgetInput,
  budgetRegimeQuery,
  type BudgetJson,
} from "@/lib/schemas/budgets";
import { monthQuery } from "@/lib/schemas/month-query";
import { withRegime } from "@/lib/schemas/dashboard-regime";
import { color, id, json, reais } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";
import { householdItemFields } from "@/lib/openapi/household-item";

const budget = z
  .object({
    _id: id,
    categoryId: id,
    categoryName: z.string(),
    color,
    limit: reais,
    spent: reais,
    remaining: reais,
    percentage: z.number().meta({ description: "Quanto do limite foi gasto, em %." }),
    ...householdItemFields,
  })
  .meta({ id: "Budget" }) satisfies z.ZodType<BudgetJson>;

export default defineResource({
  tag: "Orçamentos",
  description: "Limites mensais por categoria e o gasto do mês contra eles.",
  operations: [
    {
      method: "get",
      path: "/api/v1/budget",
      access: "subscriber",
      summary: "Os orçamentos de um mês",
      description: "Cada categoria com orçamento naquele mês, com o que gastou.",
      query: withRegime(monthQuery),
      answers: { 200: json("Os orçamentos.", z.array(budget)) },
    },
    {
      method: "put",
      path: "/api/v1/budget/[id]",
      access: "subscriber",
      summary: "Definir o limite de uma categoria a partir de um mês",
      description:
        "`id` é o da categoria. `household: true` faz dele o orçamento da casa (conta os lançamentos da casa; precisa de uma categoria da casa); um membro altera o da casa, se não for \"Só ver\".",
      params: budgetCategoryParams,
      query: budgetRegimeQuery,
      body: budgetInput,
      answers: { 200: json("O orçamento.", budget) },
      errors: ["conflict", "forbidden"],
    },
    {
      method: "delete",
      path: "/api/v1/budget/[id]",
      access: "subscriber",
      summary: "Encerrar o orçamento de uma categoria a partir de um mês",
      params: budgetCategoryParams,
      query: monthQuery,
      answers: { 204: { description: "Encerrado." } },
      errors: ["forbidden"],
    },
  ],
});
