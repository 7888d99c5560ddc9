import "server-only";
import { subtractCents } from "@/lib/format/money";
import { getCategoryExpenses } from "@/server/dashboard/get-category-expenses";
import { getMonthSummary } from "@/server/dashboard/get-month-summary";
import { amountOfCents, amountOfReais, monthInput, monthOf } from "@/server/mcp/answer-format";
import { defineTool } from "@/server/mcp/mcp-tool";

/** The dashboard's figures of a month: income, spending, balance and spending by category. */
export const monthSummaryTool = defineTool({
  name: "resumo_do_mes",
  title: "Resumo do mês",
  description:
    "Receitas, despesas e saldo de um mês, e as despesas por categoria (maiores primeiro), como no painel do Bolso. O mês atual conta até hoje.",
  input: monthInput,
  async run({ db, userId, regime }, args) {
    const month = monthOf(args);
    const period = { year: month.year, month: month.month, regime };
    const [summary, byCategory] = await Promise.all([getMonthSummary(db, userId, period), getCategoryExpenses(db, userId, period)]);
    return {
      mes: month.label,
      regime: regime === "caixa" ? "caixa (compras no cartão no mês de vencimento da fatura)" : "competência (compras na data em que foram feitas)",
      receitas: amountOfCents(summary.current.receita),
      despesas: amountOfCents(summary.current.despesa),
      saldo: amountOfCents(subtractCents(summary.current.receita, summary.current.despesa)),
      despesasPorCategoria: byCategory.map((category) => ({
        categoria: category.name,
        valor: amountOfReais(category.total),
        percentual: category.percentage,
      })),
    };
  },
});
