import * as z from "@/lib/schemas/zod";
import { MAX_AMOUNT_CENTS, ZERO_CENTS, jsonReaisToCents, negateCents } from "@/lib/format/money";
import type { Cents, Reais } from "@/lib/format/money";
import { labelSchemas } from "@/lib/schemas/labels";
import type { LabelJson, StarterLabel } from "@/lib/schemas/labels";

export const PAYMENT_METHOD_NAME_REQUIRED = "O nome do pagamento é obrigatório.";

const labels = labelSchemas({
  nameRequired: PAYMENT_METHOD_NAME_REQUIRED,
  idInvalid: "Identificador de meio de pagamento inválido.",
});

export const paymentMethodIdParams = labels.params;

export const paymentMethodKindNames = ["account", "credit_card"] as const;
export type PaymentMethodKind = (typeof paymentMethodKindNames)[number];

export const cardMessages = {
  kindInvalid: 'O tipo deve ser "account" ou "credit_card".',
  closingDay: "O dia de fechamento deve ser um inteiro de 1 a 31.",
  dueDay: "O dia de vencimento deve ser um inteiro de 1 a 31.",
  creditLimit: "O limite deve ser um número maior ou igual a zero, com até duas casas decimais.",
  openingBalance: "O saldo inicial deve ser um número com até duas casas decimais.",
} as const;

const dayOfMonth = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(31, message);

/** A JSON amount in reais that may be zero or negative (a balance) → `Cents`. */
function signedAmount(message: string, allowNegative: boolean) {
  return z.union([z.number(), z.string()], { error: message }).transform((value, ctx): Cents => {
    const text = typeof value === "string" ? value.trim() : value;
    const negative = typeof text === "string" ? text.startsWith("-") : text < 0;
    const magnitude = typeof text === "string" ? text.replace(/^-/, "") : Math.abs(text);
    const cents = jsonReaisToCents(magnitude);
    if (typeof cents !== "number" || cents > MAX_AMOUNT_CENTS || (negative && !allowNegative && cents > 0)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return negative ? negateCents(cents) : cents;
  });
}

const cardFields = {
  kind: z.enum(paymentMethodKindNames, { error: cardMessages.kindInvalid }),
  openingBalance: signedAmount(cardMessages.openingBalance, true),
  closingDay: dayOfMonth(cardMessages.closingDay).nullable(),
  dueDay: dayOfMonth(cardMessages.dueDay).nullable(),
  creditLimit: signedAmount(cardMessages.creditLimit, false).nullable(),
};

/** POST body: an account by default; a card needs its closing and due days. */
export const paymentMethodInput = labels.input
  .extend({
    kind: cardFields.kind.default("account"),
    openingBalance: cardFields.openingBalance.default(ZERO_CENTS),
    closingDay: cardFields.closingDay.optional().default(null),
    dueDay: cardFields.dueDay.optional().default(null),
    creditLimit: cardFields.creditLimit.optional().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.kind !== "credit_card") return;
    if (value.closingDay === null) ctx.addIssue({ code: "custom", message: cardMessages.closingDay, path: ["closingDay"] });
    if (value.dueDay === null) ctx.addIssue({ code: "custom", message: cardMessages.dueDay, path: ["dueDay"] });
  })
  .transform(({ openingBalance, creditLimit, ...rest }) => ({
    ...rest,
    openingBalanceCents: openingBalance,
    creditLimitCents: creditLimit,
  }));

/** The label dialog validates the label's own fields with this; the card or account fields are its own. */
export const paymentMethodLabelInput = labels.input;

/** PATCH body: only the fields sent change (a card keeps needing both days: checked on the row). */
export const paymentMethodPatch = labels.patch
  .extend({
    kind: cardFields.kind.optional(),
    openingBalance: cardFields.openingBalance.optional(),
    closingDay: cardFields.closingDay.optional(),
    dueDay: cardFields.dueDay.optional(),
    creditLimit: cardFields.creditLimit.optional(),
  })
  .transform(({ openingBalance, creditLimit, ...rest }) => ({
    ...rest,
    ...(openingBalance === undefined ? {} : { openingBalanceCents: openingBalance }),
    ...(creditLimit === undefined ? {} : { creditLimitCents: creditLimit }),
  }));

export type PaymentMethodInput = z.output<typeof paymentMethodInput>;
export type PaymentMethodPatch = z.output<typeof paymentMethodPatch>;

/**
 * How a payment method travels: an account carries its balance (what is dated up to today), a
 * card its days, limit and what is left of the limit; the other side's fields are null.
 */
export interface PaymentMethodJson extends LabelJson {
  kind: PaymentMethodKind;
  openingBalance: Reais;
  balance: Reais | null;
  closingDay: number | null;
  dueDay: number | null;
  creditLimit: Reais | null;
  availableLimit: Reais | null;
}

/** The one-click suggested set offered while the user has no payment methods. */
export const PAYMENT_METHOD_STARTER_SET: readonly StarterLabel[] = [
  { name: "Pix", description: "Transferências instantâneas", color: "#14B8A6" },
  { name: "Cartão de crédito", description: "Compras no crédito e parceladas", color: "#8B5CF6" },
  { name: "Cartão de débito", description: "Compras debitadas na conta", color: "#3B82F6" },
  { name: "Dinheiro", description: "Pagamentos em espécie", color: "#22C55E" },
  { name: "Boleto", description: "Contas e boletos bancários", color: "#F59E0B" },
];
