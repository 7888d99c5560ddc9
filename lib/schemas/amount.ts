import * as z from "@/lib/schemas/zod";
import { MAX_AMOUNT_CENTS, jsonReaisToCents, typedToCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";

/**
 * The one rule for money coming in, safe for the browser: every amount (a transaction's valor, a
 * recurring payment's amount, an objective's target) leaves these schemas as `Cents`, from
 * R$ 0,01 to R$ 999.999.999,99. Each caller brings its own pt-BR messages, and renames the field
 * to carry its unit (`valor` → `amountCents`): the JSON keeps the spec's names, code the unit's.
 */
export interface AmountMessages {
  /** Absent, null or blank. */
  required: string;
  /** Not an amount at all ("dez", "10,50" in JSON, true). */
  invalid: string;
  /** A third decimal (0.001); defaults to `invalid`. */
  decimals?: string;
  /** Zero or negative. */
  positive: string;
  /** Above R$ 999.999.999,99. */
  tooLarge: string;
}

/** The messages of an amount called "valor" (transactions, recurring payments). */
export const valorMessages = {
  required: "O valor é obrigatório.",
  invalid: "Valor inválido: use um número positivo com até duas casas decimais.",
  positive: "O valor deve ser maior que zero.",
  tooLarge: "O valor máximo é R$ 999.999.999,99.",
} as const satisfies AmountMessages;

/** The limits every amount shares, as a zod check on centavos already read. */
function checkCents(
  cents: Cents | "decimals" | null,
  messages: AmountMessages,
  ctx: z.RefinementCtx,
): Cents {
  if (typeof cents === "number" && cents >= 1 && cents <= MAX_AMOUNT_CENTS) return cents;
  let message = messages.invalid;
  if (cents === "decimals") message = messages.decimals ?? messages.invalid;
  else if (typeof cents === "number") message = cents < 1 ? messages.positive : messages.tooLarge;
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
}

/** A JSON body's amount in reais (a number, or a decimal string such as "12.30") → `Cents`. */
export function jsonAmountSchema(messages: AmountMessages) {
  return z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input == null ? messages.required : messages.invalid),
    })
    .transform((value, ctx) => checkCents(jsonReaisToCents(value), messages, ctx));
}

/** What a person types in Brazilian notation ("1.234,56", "R$ 10") → `Cents`, same limits. */
export function typedAmountSchema(messages: AmountMessages) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .transform((value, ctx) => checkCents(typedToCents(value), messages, ctx));
}

/**
 * A JSON body's amount already in integer centavos (a field named `…Cents`, as the API answers it)
 * → `Cents`, from `min` (0: a balance may be zero) to R$ 999.999.999,99.
 */
export function jsonCentsSchema(messages: AmountMessages, { min = 1 }: { min?: 0 | 1 } = {}) {
  return z
    .number({ error: (issue) => (issue.input == null ? messages.required : messages.invalid) })
    .transform((value, ctx): Cents => {
      let message: string | null = null;
      if (!Number.isSafeInteger(value)) message = messages.invalid;
      else if (value < min) message = messages.positive;
      else if (value > MAX_AMOUNT_CENTS) message = messages.tooLarge;
      if (message === null) return (value === 0 ? 0 : value) as Cents;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });
}
