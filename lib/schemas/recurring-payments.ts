import * as z from "@/lib/schemas/zod";
import type { RecurringFrequency } from "@/lib/domain/enums";
import { formatDateBR } from "@/lib/format/dates";
import { toCalendarDay } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { dateToYearlyDueDay, FREQUENCIES, isValidDueDay } from "@/lib/domain/due-day";
import { optionalRef } from "@/lib/schemas/optional-ref";
import { transactionDateSchema } from "@/lib/schemas/transactions";
import { jsonAmountSchema, typedAmountSchema, valorMessages } from "@/lib/schemas/amount";
import type { Reais } from "@/lib/format/money";
import { householdFlag } from "@/lib/schemas/household-item";
import type { HouseholdItemJson } from "@/lib/schemas/household-item";

/**
 * Recurring payments' rules, shared by the API (JSON bodies) and the dialog (what a person types).
 * The JSON's `amount` (reais) and the dialog's `amountText` leave these schemas as `amountCents`, by
 * the rule all amounts share (lib/schemas/amount.ts).
 */
export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 200;

export const recurringPaymentMessages = {
  notFound: "Pagamento recorrente não encontrado.",
  idInvalid: "Identificador de pagamento recorrente inválido.",
  nameRequired: "O nome é obrigatório.",
  nameTooLong: `O nome deve ter no máximo ${NAME_MAX} caracteres.`,
  descriptionTooLong: `A descrição deve ter no máximo ${DESCRIPTION_MAX} caracteres.`,
  dueDayRequired: "O dia de vencimento é obrigatório.",
  dueDayInteger: "O dia de vencimento deve ser um número inteiro.",
  frequencyInvalid: 'Frequência inválida: use "monthly", "weekly" ou "yearly".',
  isActiveInvalid: "O status deve ser verdadeiro (ativo) ou falso (inativo).",
  dueDateInvalid: "Data de vencimento inválida: use o formato AAAA-MM-DD.",
  notAnOccurrence: "Este pagamento não vence nessa data.",
  beforeCreation: (createdAt: Date) =>
    `Este pagamento foi cadastrado em ${formatDateBR(createdAt)}: não há vencimento antes dessa data.`,
  searchTooLong: "A busca deve ter no máximo 100 caracteres.",
} as const;

export const dueDayMessages: Record<RecurringFrequency, string> = {
  monthly: "Para pagamentos mensais, o dia de vencimento deve ser de 1 a 31.",
  weekly:
    "Para pagamentos semanais, o dia de vencimento deve ser de 1 (segunda-feira) a 7 (domingo).",
  yearly: "Para pagamentos anuais, o dia de vencimento deve ser um dia do ano, de 1 a 366.",
  once: "Para uma conta única, o vencimento deve ser uma data de 2000 a 2089.",
};

const nameSchema = z
  .string({ error: recurringPaymentMessages.nameRequired })
  .trim()
  .min(1, recurringPaymentMessages.nameRequired)
  .max(NAME_MAX, recurringPaymentMessages.nameTooLong);

const descriptionSchema = z
  .string({ error: recurringPaymentMessages.descriptionTooLong })
  .trim()
  .max(DESCRIPTION_MAX, recurringPaymentMessages.descriptionTooLong)
  .nullable()
  .optional()
  .transform((value) => value || null);

const frequencySchema = z.enum(FREQUENCIES, { error: recurringPaymentMessages.frequencyInvalid });

/**
 * POST /recurring-payments and PUT /recurring-payments/{id}; dueDay is checked against frequency.
 * `household`: true makes it a bill of the household's, false (by its owner only) theirs again;
 * absent: the owner's on create, as it is on PUT.
 */
export const recurringPaymentInput = z
  .object({
    name: nameSchema,
    amount: jsonAmountSchema(valorMessages),
    dueDay: z
      .number({ error: recurringPaymentMessages.dueDayRequired })
      .int(recurringPaymentMessages.dueDayInteger),
    frequency: frequencySchema.optional().default("monthly"),
    categoryId: optionalRef,
    paymentMethodId: optionalRef,
    description: descriptionSchema,
    isActive: z
      .boolean({ error: recurringPaymentMessages.isActiveInvalid })
      .optional()
      .default(true),
    household: householdFlag.optional(),
  })
  .superRefine((input, ctx) => {
    if (!isValidDueDay(input.frequency, input.dueDay)) {
      ctx.addIssue({ code: "custom", message: dueDayMessages[input.frequency], path: ["dueDay"] });
    }
  })
  .transform(({ amount, ...rest }) => ({ ...rest, amountCents: amount }));

export type RecurringPaymentInput = z.output<typeof recurringPaymentInput>;

export const recurringPaymentIdParams = z.object({
  id: z.uuid({ error: recurringPaymentMessages.idInvalid }),
});

export const recurringPaymentListQuery = z.object({
  search: z.string().trim().max(100, recurringPaymentMessages.searchTooLong).optional(),
});

const dueDateSchema = z
  .string({ error: recurringPaymentMessages.dueDateInvalid })
  .transform((value, ctx) => {
    const day = toCalendarDay(value);
    if (!day) {
      ctx.addIssue({ code: "custom", message: recurringPaymentMessages.dueDateInvalid });
      return z.NEVER;
    }
    return day;
  });

/**
 * POST /recurring-payments/{id}/pay: `paidOn` is the day the money left (the expense's date),
 * today in São Paulo when absent; `amount` (reais) what was paid, the bill's amount when absent.
 */
export const payRecurringPaymentInput = z.object({
  dueDate: dueDateSchema,
  paidOn: transactionDateSchema.optional(),
  amount: jsonAmountSchema(valorMessages).nullish(),
});
/** DELETE /recurring-payments/{id}/pay?dueDate=. */
export const unpayRecurringPaymentQuery = z.object({ dueDate: dueDateSchema });

/** The due day the dialog's fields stand for (NaN when the monthly/weekly field is blank). */
function formDueDay(form: {
  frequency: RecurringFrequency;
  dueDay: string;
  yearlyDay: string;
  yearlyMonth: string;
}) {
  if (form.frequency === "yearly")
    return dateToYearlyDueDay(Number(form.yearlyMonth), Number(form.yearlyDay));
  return /^\s*\d+\s*$/.test(form.dueDay) ? Number.parseInt(form.dueDay, 10) : Number.NaN;
}

const DUE_DAY_FIELDS = new Set<PropertyKey>(["frequency", "dueDay", "yearlyDay", "yearlyMonth"]);

/**
 * The dialog: the amount as typed ("1.234,56"), the monthly day as typed, the weekday from a
 * select, and the yearly day as a day + month picker; it ends in the same values as the API's.
 */
export const recurringPaymentFormSchema = z
  .object({
    name: nameSchema,
    amountText: typedAmountSchema(valorMessages),
    frequency: frequencySchema,
    dueDay: z.string(),
    yearlyDay: z.string(),
    yearlyMonth: z.string(),
    categoryId: z.string(),
    paymentMethodId: z.string(),
    description: z
      .string()
      .trim()
      .max(DESCRIPTION_MAX, recurringPaymentMessages.descriptionTooLong),
    isActive: z.boolean(),
  })
  .refine((form) => isValidDueDay(form.frequency, formDueDay(form)), {
    path: ["dueDay"],
    error: (issue) => {
      const form = issue.input as { frequency: RecurringFrequency; dueDay: string };
      return form.frequency !== "yearly" && form.dueDay.trim() === ""
        ? recurringPaymentMessages.dueDayRequired
        : dueDayMessages[form.frequency];
    },
    // Checked even while other fields (name, amount) still have errors, so all show at once.
    when: (payload) => payload.issues.every((issue) => !DUE_DAY_FIELDS.has(issue.path?.[0] ?? "")),
  })
  .transform((form) => ({
    name: form.name,
    amountCents: form.amountText,
    frequency: form.frequency,
    dueDay: formDueDay(form),
    categoryId: form.categoryId || null,
    paymentMethodId: form.paymentMethodId || null,
    description: form.description || null,
    isActive: form.isActive,
  }));

export type RecurringPaymentFormInput = z.input<typeof recurringPaymentFormSchema>;
/** Ready to send: `amountCents` goes out as the JSON's `amount` in reais (centsToReais). */
export type RecurringPaymentFormValues = z.output<typeof recurringPaymentFormSchema>;

export interface NamedRefJson {
  _id: string;
  name: string;
}

/** One recurring payment as every endpoint answers it. */
export interface RecurringPaymentJson extends HouseholdItemJson {
  _id: string;
  name: string;
  amount: Reais;
  dueDay: number;
  frequency: RecurringFrequency;
  categoryId: NamedRefJson | null;
  paymentMethodId: NamedRefJson | null;
  description: string | null;
  isActive: boolean;
}

/** One occurrence of a recurring payment (GET /dashboard/pending-payments, POST …/pay). */
export interface PendingPaymentJson {
  _id: string;
  recurringPaymentId: string;
  name: string;
  dueDate: Day;
  amount: Reais;
  isPaid: boolean;
  /** The day it was paid (its expense's date); null while unpaid. */
  paidOn: Day | null;
}

export interface PaidOccurrenceJson extends PendingPaymentJson {
  transactionId: string | null;
}
