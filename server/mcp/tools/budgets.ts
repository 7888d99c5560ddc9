import "server-only";
import { budgetLevel } from "@/lib/schemas/budgets";
import { listBudgets } from "@/server/budgets/list-budgets";
import { amountOfReais, monthInput, monthOf } from "@/server/mcp/answer-format";
import { defineTool } from "@/server/mcp/mcp-tool";

const levelLabels = { ok: "dentro do limite", warning: "perto do limite (80% ou mais)", exceeded: "estourado" } as const;

/** Each category's budget in force in a month, with what was spent against it. */
export const budgetsTool = defineTool({
  name: "orcamentos",
  title: "Orçamentos",
  description: "Os orçamentos por categoria de um mês: limite, quanto já foi gasto, quanto resta e a situação.",
  input: monthInput,
  async run({ db, userId, regime }, args) {
    const month = monthOf(args);
    const budgets = await listBudgets(db, userId, { year: month.year, month: month.month, regime });
    return {
      mes: month.label,
      orcamentos: budgets.map((budget) => ({
        categoria: budget.categoryName,
        limite: amountOfReais(budget.limit),
        gasto: amountOfReais(budget.spent),
        restante: amountOfReais(budget.remaining),
        percentualUsado: budget.percentage,
        situacao: levelLabels[budgetLevel(budget)],
      })),
    };
  },
});
