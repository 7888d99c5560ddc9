import { isValidCNPJ } from "@brazilian-utils/brazilian-utils";
import * as z from "@/lib/schemas/zod";
import { jsonCentsSchema } from "@/lib/schemas/amount";
import { isDayInRange, isValidDay } from "@/lib/domain/calendar";
import { MAX_AMOUNT_CENTS, typedToCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";

/**
 * The fields investments and loans typed by hand share (lib/schemas/investment.ts, loan.ts): a
 * name, optional texts, days, a CNPJ, and amounts in integer centavos (`…Cents`). Safe for the browser.
 */
export const WEALTH_NAME_MAX = 120;

export const wealthFieldMessages = {
  nameRequired: "O nome é obrigatório.",
  nameTooLong: `O nome deve ter no máximo ${WEALTH_NAME_MAX} caracteres.`,
  textTooLong: (label: string, max: number) => `${label} deve ter no máximo ${max} caracteres.`,
  textInvalid: (label: string) => `${label} deve ser um texto.`,
  dayInvalid: (label: string) => `${label} deve ser uma data válida no formato AAAA-MM-DD.`,
  cnpjInvalid: (label: string) => `${label} deve ter os 14 dígitos de um CNPJ válido.`,
  amountInvalid: (label: string) => `${label} deve ser um número inteiro de centavos.`,
  amountNegative: (label: string) => `${label} não pode ser negativo.`,
  amountTooLarge: (label: string) => `${label} deve ser no máximo R$ 999.999.999,99.`,
  amountRequired: (label: string) => `Informe ${label.toLowerCase()}.`,
  typedInvalid: (label: string) => `${label}: valor inválido. Use o formato 1.234,56.`,
} as const;

export const wealthName = z
  .string({ error: wealthFieldMessages.nameRequired })
  .trim()
  .min(1, wealthFieldMessages.nameRequired)
  .max(WEALTH_NAME_MAX, wealthFieldMessages.nameTooLong);

/** An optional text: trimmed; null, "" or blank leave as null. */
export function optionalText(label: string, max: number) {
  return z
    .union([z.string(), z.null()], { error: wealthFieldMessages.textInvalid(label) })
    .transform((value, ctx) => {
      const text = value?.trim() ?? "";
      if (text.length > max) {
        ctx.addIssue({ code: "custom", message: wealthFieldMessages.textTooLong(label, max) });
        return z.NEVER;
      }
      return text || null;
    });
}

/** An optional day, YYYY-MM-DD (a real one, 2000–2100); null or "" leave as null. */
export function optionalDay(label: string) {
  return z
    .union([z.string(), z.null()], { error: wealthFieldMessages.dayInvalid(label) })
    .transform((value, ctx) => {
      const text = value?.trim() ?? "";
      if (!text) return null;
      if (!isValidDay(text) || !isDayInRange(text)) {
        ctx.addIssue({ code: "custom", message: wealthFieldMessages.dayInvalid(label) });
        return z.NEVER;
      }
      return text;
    });
}

/** An optional CNPJ, with or without punctuation, kept as its 14 digits when its check digits hold. */
export function optionalCnpj(label: string) {
  return z
    .union([z.string(), z.null()], { error: wealthFieldMessages.cnpjInvalid(label) })
    .transform((value, ctx) => {
      const text = value?.trim() ?? "";
      if (!text) return null;
      const digits = text.replace(/[.\-/\s]/g, "");
      if (!/^\d{14}$/.test(digits) || !isValidCNPJ(digits)) {
        ctx.addIssue({ code: "custom", message: wealthFieldMessages.cnpjInvalid(label) });
        return z.NEVER;
      }
      return digits;
    });
}

/** An amount in integer centavos, zero allowed (a balance paid off, an investment emptied). */
export function wealthCents(label: string) {
  return jsonCentsSchema(
    {
      required: wealthFieldMessages.amountRequired(label),
      invalid: wealthFieldMessages.amountInvalid(label),
      positive: wealthFieldMessages.amountNegative(label),
      tooLarge: wealthFieldMessages.amountTooLarge(label),
    },
    { min: 0 },
  );
}

/** An optional amount in integer centavos: null leaves as null. */
export function optionalWealthCents(label: string) {
  return wealthCents(label).nullable();
}

/**
 * The dialogs' amounts, typed the pt-BR way ("1.234,56") → `Cents`, zero allowed; "" is null
 * when `optional`, else "Informe …".
 */
export function typedWealthCents(label: string, { optional }: { optional: boolean }) {
  return z.string().transform((value, ctx): Cents | null => {
    const text = value.trim();
    if (!text && optional) return null;
    const cents = typedToCents(text);
    let message: string | null = null;
    if (!text) message = wealthFieldMessages.amountRequired(label);
    else if (/^[-\u2212]/.test(text)) message = wealthFieldMessages.amountNegative(label);
    else if (cents === null) message = wealthFieldMessages.typedInvalid(label);
    else if (cents > MAX_AMOUNT_CENTS) message = wealthFieldMessages.amountTooLarge(label);
    if (message === null && cents !== null) return cents;
    ctx.addIssue({ code: "custom", message: message ?? wealthFieldMessages.typedInvalid(label) });
    return z.NEVER;
  });
}

/** A dialog's optional day: "" (none) or a real day (the date picker keeps ISO days). */
export function formDay(label: string) {
  return z.string().refine((value) => value === "" || (isValidDay(value) && isDayInRange(value)), wealthFieldMessages.dayInvalid(label));
}

/** A dialog's optional text, at most `max` characters. */
export function formText(label: string, max: number) {
  return z.string().trim().max(max, wealthFieldMessages.textTooLong(label, max));
}
