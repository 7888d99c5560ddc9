import * as z from "@/lib/schemas/zod";
import { monthQuery, optionalMonthQuery } from "@/lib/schemas/month-query";
import { dashboardQuery } from "@/lib/schemas/dashboard-scope";
import type {
  AverageDailySpendingJson,
  CategoryExpenseJson,
  MonthlyExpenseJson,
  MonthlyRevenueJson,
  MonthlySavingsJson,
} from "@/lib/schemas/dashboard";
import { color, comparisonJson, id, json, reais } from "@/lib/openapi/answers";
import { pendingPayment } from "@/lib/openapi/paths/recurring-payments";
import { defineResource, type ApiOperation } from "@/lib/openapi/define";

const change = z
  .number()
  .nullable()
  .meta({ description: "Variação em % sobre o mês anterior; nula sem base." });

const revenue = z.object({
  currentMonthRevenue: reais,
  percentageIncreaseFromLastMonth: change,
  comparison: comparisonJson,
}) satisfies z.ZodType<MonthlyRevenueJson>;
const expense = z.object({
  currentMonthExpense: reais,
  percentageIncreaseFromLastMonth: change,
  comparison: comparisonJson,
}) satisfies z.ZodType<MonthlyExpenseJson>;
const savings = z.object({
  currentMonthSavings: reais,
  percentageChange: change,
  comparison: comparisonJson,
}) satisfies z.ZodType<MonthlySavingsJson>;
const average = z.object({
  averageDailySpending: reais,
}) satisfies z.ZodType<AverageDailySpendingJson>;
const byCategory = z.object({
  id: id.nullable().meta({ description: 'Nulo para "Sem categoria".' }),
  name: z.string(),
  color,
  total: reais,
  percentage: z.number(),
}) satisfies z.ZodType<CategoryExpenseJson>;

const REGIME_AND_SCOPE =
  "`regime`: `competencia` (a compra no cartão conta no dia dela) ou `caixa` (no pagamento da fatura). " +
  "`scope`: `me` (Eu: o seu dinheiro fora da casa mais a sua parte de cada lançamento da casa, pela divisão) " +
  "ou `household` (Casa: os lançamentos das contas compartilhadas e os \"da casa\", inteiros; 404 fora de uma casa).";

function monthly(
  path: string,
  summary: string,
  schema: z.ZodType,
  query: z.ZodType = dashboardQuery(monthQuery),
): ApiOperation {
  return {
    method: "get",
    path,
    access: "subscriber",
    summary,
    description: REGIME_AND_SCOPE,
    query,
    errors: ["not_found"],
    answers: { 200: json(summary, schema) },
  };
}

export default defineResource({
  tag: "Painel",
  description:
    "Os números do mês: receitas, despesas, economia, média diária, categorias e contas pendentes.",
  operations: [
    monthly(
      "/api/v1/dashboard/monthly-revenue",
      "Receitas do mês e a comparação com o anterior",
      revenue,
    ),
    monthly(
      "/api/v1/dashboard/monthly-expense",
      "Despesas do mês e a comparação com o anterior",
      expense,
    ),
    monthly("/api/v1/dashboard/monthly-savings", "Receitas menos despesas do mês", savings),
    monthly(
      "/api/v1/dashboard/average-daily-spending",
      "Despesa média por dia no mês",
      average,
      dashboardQuery(optionalMonthQuery),
    ),
    monthly(
      "/api/v1/dashboard/category-expenses",
      "Despesas do mês por categoria",
      z.array(byCategory),
    ),
    monthly(
      "/api/v1/dashboard/pending-payments",
      "Ocorrências das contas a pagar no mês",
      z.array(pendingPayment),
      dashboardQuery(optionalMonthQuery),
    ),
  ],
});
