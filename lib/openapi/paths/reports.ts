import * as z from "@/lib/schemas/zod";
import {
  categoryTrendQuery,
  reportPeriodQuery,
  type CashFlowMonthJson,
  type CategoryTrendJson,
  type ReportSummaryJson,
  type ShareJson,
} from "@/lib/schemas/reports";
import { color, id, json, reais } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";

const yearMonth = { year: z.number().int(), month: z.number().int().min(1).max(12) };

const cashFlowMonth = z.object({
  ...yearMonth,
  revenue: reais,
  expense: reais,
  balance: reais.meta({ description: "Receitas − despesas." }),
  saved: reais.meta({ description: "Guardado em objetivos menos o retirado deles." }),
}) satisfies z.ZodType<CashFlowMonthJson>;

const trend = z.object({
  categoryId: id.nullable(),
  name: z.string(),
  color,
  total: reais,
  months: z.array(z.object({ ...yearMonth, total: reais })),
}) satisfies z.ZodType<CategoryTrendJson>;

const share = z.object({
  id: id.nullable(),
  name: z.string(),
  color,
  total: reais,
  percentage: z.number().meta({ description: "Parte da despesa do período, uma casa decimal." }),
}) satisfies z.ZodType<ShareJson>;

const summary = z.object({
  totals: z.object({ revenue: reais, expense: reais, balance: reais, saved: reais }),
  topCategories: z.array(share),
  paymentMethods: z.array(share),
}) satisfies z.ZodType<ReportSummaryJson>;

const PERIOD = "`from` e `to` no formato AAAA-MM (até 36 meses); `regime` como no painel.";

export default defineResource({
  tag: "Relatórios",
  description: "Fluxo de caixa, tendência por categoria, resumo e a exportação CSV de um período.",
  operations: [
    {
      method: "get",
      path: "/api/v1/reports/cash-flow",
      access: "subscriber",
      summary: "Fluxo de caixa mês a mês",
      description: PERIOD,
      query: reportPeriodQuery,
      answers: { 200: json("Um item por mês do período.", z.array(cashFlowMonth)) },
    },
    {
      method: "get",
      path: "/api/v1/reports/category-trend",
      access: "subscriber",
      summary: "Cada categoria mês a mês",
      description: `${PERIOD} \`type\`: despesa ou receita.`,
      query: categoryTrendQuery,
      answers: { 200: json("As categorias, com o total de cada mês.", z.array(trend)) },
    },
    {
      method: "get",
      path: "/api/v1/reports/summary",
      access: "subscriber",
      summary: "Totais, principais categorias e meios de pagamento",
      description: PERIOD,
      query: reportPeriodQuery,
      answers: { 200: json("O resumo.", summary) },
    },
    {
      method: "get",
      path: "/api/v1/reports/transactions.csv",
      access: "subscriber",
      summary: "Os lançamentos do período em CSV",
      description: `${PERIOD} Separado por ponto e vírgula, para o Excel no Brasil.`,
      query: reportPeriodQuery,
      answers: {
        200: {
          description: "O arquivo CSV, como download.",
          contentType: "text/csv",
          schema: z.string(),
        },
      },
      errors: ["too_many_requests"],
    },
  ],
});
