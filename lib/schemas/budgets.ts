import * as z from "@/lib/schemas/zod";
import { jsonAmountSchema, typedAmountSchema } from "@/lib/schemas/amount";
import type { AmountMessages } from "@/lib/schemas/amount";
import { monthQuery } from "@/lib/schemas/month-query";
import { withRegime } from "@/lib/schemas/dashboard-regime";
import { reaisToCents } from "@/lib/format/money";
import type { Reais } from "@/lib/format/money";
import { householdFlag } from "@/lib/schemas/household-item";
import type { HouseholdItemJson } from "@/lib/schemas/household-item";

/** Budgets' rules, shared by the API and the inline editor; the JSON's `limit` (reais) leaves them as `limitCents`. */
export const budgetMessages = {
  categoryIdInvalid: "Identificador de categoria inválido.",
  notFound: "Orçamento não encontrado.",
  householdTaken: "A casa já tem um orçamento para esta categoria.",
} as const;

const limitMessages = {
  required: "Informe o limite do orçamento.",
  invalid: "Limite inválido: use um número positivo com até duas casas decimais.",
  positive: "O limite deve ser maior que zero.",
  tooLarge: "O limite máximo é R$ 999.999.999,99.",
} as const satisfies AmountMessages;

/** A budget turns amber from this share of its limit, and red when it is reached. */
export const BUDGET_WARNING_PERCENT = 80;
export const BUDGET_EXCEEDED_PERCENT = 100;

/** `/budget/{categoryId}`: the budget is reached by its category's id. */
export const budgetCategoryParams = z.object({
  id: z.uuid({ error: budgetMessages.categoryIdInvalid }),
});

/**
 * PUT /budget/{categoryId}: the limit from that month on, until a later change. `household: true`
 * makes the category's budget the household's (it counts the household's rows); false, by its owner
 * only, makes it theirs again; absent keeps it as it is.
 */
export const budgetInput = z
  .intersection(z.object({ limit: jsonAmountSchema(limitMessages), household: householdFlag.optional() }), monthQuery)
  .transform(({ limit, ...rest }) => ({ ...rest, limitCents: limit }));
export type BudgetInput = z.output<typeof budgetInput>;

/** PUT's `?regime=`: how the budget it answers counts card purchases (competência when absent). */
export const budgetRegimeQuery = withRegime(z.object({}));

/** The inline editor's limit as typed ("1.234,56") → `Cents`, with the same limits. */
export const budgetLimitInputSchema = typedAmountSchema({
  ...limitMessages,
  invalid: "Valor inválido. Use o formato 1.234,56.",
});

/**
 * One category's budget in a month; amounts in reais, `percentage` rounded to a whole number. A
 * household budget's `spent` is the household's.
 */
export interface BudgetJson extends HouseholdItemJson {
  _id: string;
  categoryId: string;
  categoryName: string;
  color: string;
  limit: Reais;
  spent: Reais;
  remaining: Reais;
  percentage: number;
}

export type BudgetLevel = "ok" | "warning" | "exceeded";

/** Amber from 80 % of the limit, red from 100 %, compared exactly in centavos (not the rounded %). */
export function budgetLevel({ spent, limit }: Pick<BudgetJson, "spent" | "limit">): BudgetLevel {
  const spentCents = reaisToCents(spent);
  const limitCents = reaisToCents(limit);
  // Percentages compared as integers: spent / limit ≥ p % ⇔ spent × 100 ≥ p × limit.
  if (spentCents * 100 >= BUDGET_EXCEEDED_PERCENT * limitCents) return "exceeded";
  if (spentCents * 100 >= BUDGET_WARNING_PERCENT * limitCents) return "warning";
  return "ok";
}
