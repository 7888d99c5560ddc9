import * as z from "@/lib/schemas/zod";
import { REF_INVALID_MESSAGE, optionalRef } from "@/lib/schemas/optional-ref";
import { tagListSchema } from "@/lib/schemas/tags";

/** Automatic categorisation: rules, shared by the API and the rule dialog. */
export const RULE_CONTAINS_MAX = 100;

export const categoryRuleMessages = {
  notFound: "Regra não encontrada.",
  containsRequired: "Informe o texto que a descrição deve conter.",
  containsTooLong: `O texto deve ter no máximo ${RULE_CONTAINS_MAX} caracteres.`,
  categoryRequired: "Selecione a categoria.",
  duplicate: "Já existe uma regra para esse texto.",
  idInvalid: "Identificador de regra inválido.",
} as const;

const contains = z
  .string({ error: categoryRuleMessages.containsRequired })
  .trim()
  .min(1, categoryRuleMessages.containsRequired)
  .max(RULE_CONTAINS_MAX, categoryRuleMessages.containsTooLong);

const categoryId = z.uuid({ error: categoryRuleMessages.categoryRequired });

/** POST /category-rule: `tags`, when given, are added to the transactions the rule matches. */
export const categoryRuleInput = z.object({ contains, categoryId, paymentMethodId: optionalRef, tags: tagListSchema.optional() });
export type CategoryRuleInput = z.output<typeof categoryRuleInput>;
export type CategoryRuleFormValues = z.input<typeof categoryRuleInput>;

/** A payment method left out of a PATCH stays as it is; null or "" removes it. */
const patchedRef = z
  .union([z.uuid(REF_INVALID_MESSAGE), z.literal(""), z.null()], { error: REF_INVALID_MESSAGE })
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

/** PATCH /category-rule/{id}: only the fields sent change. */
export const categoryRulePatch = z.object({
  contains: contains.optional(),
  categoryId: categoryId.optional(),
  paymentMethodId: patchedRef,
  tags: tagListSchema.optional(),
});
export type CategoryRulePatch = z.output<typeof categoryRulePatch>;

export const categoryRuleIdParams = z.object({ id: z.uuid({ error: categoryRuleMessages.idInvalid }) });

export interface CategoryRuleJson {
  _id: string;
  contains: string;
  categoryId: string;
  categoryName: string;
  categoryColor: string;
  paymentMethodId: string | null;
  paymentMethodName: string | null;
  /** Tag names the rule adds, alphabetical. */
  tags: string[];
}

/** GET /transaction/suggest?description=. */
export const suggestQuery = z.object({
  description: z
    .string({ error: "Informe a descrição." })
    .max(200, "A descrição deve ter no máximo 200 caracteres.")
    .default(""),
});

export type SuggestionSource = "rule" | "history" | null;

export interface SuggestionJson {
  categoryId: string | null;
  paymentMethodId: string | null;
  source: SuggestionSource;
}

export const NO_SUGGESTION: SuggestionJson = { categoryId: null, paymentMethodId: null, source: null };

/**
 * The term a new rule offers after a category change: the description without an instalment's
 * " (2/10)" and without digits-only words, in the words the person typed.
 */
export function ruleTermFrom(description: string): string {
  return description
    .replace(/\s*\(\d+\/\d+\)\s*$/, "")
    .split(/\s+/)
    .filter((word) => word !== "" && !/^[\d.,/-]+$/.test(word))
    .join(" ")
    .slice(0, RULE_CONTAINS_MAX)
    .trim();
}
