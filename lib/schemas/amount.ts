import * as z from "@/lib/schemas/zod";
import { MAX_AMOUNT_CENTS, parseMoneyInput } from "@/lib/format/money";

/**
 * The one rule for money coming in, safe for the browser: every amount (a transaction's valor, a
 * recurring payment's amount, an objective's target) leaves these schemas as integer centavos,
 * from R$ 0,01 to R$ 999.999.999,99. Each caller brings its own pt-BR messages.
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

/**
 * How far (in reais) a JSON number may sit from a whole centavo and still be it: absorbs binary
 * noise (0.1 + 0.2 = 0.30000000000000004 is 30 centavos) and stays far below a third decimal, even
 * next to R$ 999.999.999,99.
 */
export const CENT_TOLERANCE = 1e-6;

const DECIMAL_TEXT = /^(\d+)(?:\.(\d+))?$/;

/**
 * A JSON amount → centavos: a number within CENT_TOLERANCE of a whole centavo, or a decimal string
 * with a dot ("12.30", "12.3", "12"). "decimals" when it has a third decimal, null when it is not
 * an amount. The sign is kept, so the caller can refuse negatives with its own message.
 */
export function jsonAmountToCents(value: number | string): number | "decimals" | null {
  if (typeof value === "string") {
    const match = DECIMAL_TEXT.exec(value.trim());
    if (!match) return null;
    const [, whole = "", fraction = ""] = match;
    if (/[1-9]/.test(fraction.slice(2))) return "decimals";
    return Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
  }
  if (!Number.isFinite(value)) return null;
  const cents = Math.round(value * 100);
  return Math.abs(value - cents / 100) > CENT_TOLERANCE ? "decimals" : cents;
}

/** The limits every amount shares, as a zod check on centavos already read. */
function checkCents(
  cents: number | "decimals" | null,
  messages: AmountMessages,
  ctx: z.RefinementCtx,
): number {
  if (typeof cents === "number" && cents >= 1 && cents <= MAX_AMOUNT_CENTS) return cents;
  let message = messages.invalid;
  if (cents === "decimals") message = messages.decimals ?? messages.invalid;
  else if (typeof cents === "number") message = cents < 1 ? messages.positive : messages.tooLarge;
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
}

/** A JSON body's amount (a number, or a decimal string such as "12.30") → centavos. */
export function jsonAmountSchema(messages: AmountMessages) {
  return z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input == null ? messages.required : messages.invalid),
    })
    .transform((value, ctx) => checkCents(jsonAmountToCents(value), messages, ctx));
}

/** What a person types in Brazilian notation ("1.234,56", "R$ 10") → centavos, same limits. */
export function typedAmountSchema(messages: AmountMessages) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .transform((value, ctx) => checkCents(parseMoneyInput(value), messages, ctx));
}
