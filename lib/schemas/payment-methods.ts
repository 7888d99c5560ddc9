import * as z from "@/lib/schemas/zod";
import { MAX_AMOUNT_CENTS, ZERO_CENTS, jsonReaisToCents, negateCents } from "@/lib/format/money";
import type { Cents, Reais } from "@/lib/format/money";
import { labelSchemas } from "@/lib/schemas/labels";
import type { LabelJson, StarterLabel } from "@/lib/schemas/labels";
import { paymentMethodKinds, sharingLevels, type PaymentMethodKindName, type SharingLevel } from "@/lib/domain/enums";
import type { RecordAccessJson } from "@/lib/schemas/transactions";
import { householdMessages } from "@/lib/schemas/households";

export const PAYMENT_METHOD_NAME_REQUIRED = "O nome do pagamento é obrigatório.";
export const PAYMENT_METHOD_NOT_FOUND = "Meio de pagamento não encontrado.";

const labels = labelSchemas({
  nameRequired: PAYMENT_METHOD_NAME_REQUIRED,
  idInvalid: "Identificador de meio de pagamento inválido.",
});

export const paymentMethodIdParams = labels.params;

export const paymentMethodKindNames = paymentMethodKinds;
export type PaymentMethodKind = PaymentMethodKindName;

export const cardMessages = {
  kindInvalid: 'O tipo deve ser "account", "credit_card" ou "method".',
  closingDay: "O dia de fechamento deve ser um inteiro de 1 a 31.",
  dueDay: "O dia de vencimento deve ser um inteiro de 1 a 31.",
  creditLimit: "O limite deve ser um número maior ou igual a zero, com até duas casas decimais.",
  openingBalance: "O saldo inicial deve ser um número com até duas casas decimais.",
  accountIdInvalid: "Identificador de conta inválido.",
  accountNotFound: "Conta não encontrada.",
  accountNotAnAccount: "Um meio de pagamento só pode sair de uma conta, não de um cartão ou de outro meio.",
  accountOnlyForMethods: "Só um meio de pagamento sem saldo próprio (Pix, boleto, débito) sai de uma conta.",
  pastFaturasPaidInvalid: "Informe se as faturas anteriores já foram pagas (true ou false).",
  sharingInvalid: 'O compartilhamento deve ser "private", "shared" ou "read_only".',
  notInHousehold: householdMessages.noHousehold,
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
  accountId: z.uuid({ error: cardMessages.accountIdInvalid }).nullable(),
};

/** POST body: a method (no balance) by default; a card needs its closing and due days. */
export const paymentMethodInput = labels.input
  .extend({
    kind: cardFields.kind.default("method"),
    openingBalance: cardFields.openingBalance.default(ZERO_CENTS),
    closingDay: cardFields.closingDay.optional().default(null),
    dueDay: cardFields.dueDay.optional().default(null),
    creditLimit: cardFields.creditLimit.optional().default(null),
    accountId: cardFields.accountId.optional().default(null),
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
    accountId: cardFields.accountId.optional(),
    /** Only its owner, in a household: who else in it sees it, and whether they may add rows. */
    sharing: z.enum(sharingLevels, { error: cardMessages.sharingInvalid }).optional(),
    /** Turning a method into a card: its faturas already due were paid outside Bolso. */
    pastFaturasPaid: z.boolean({ error: cardMessages.pastFaturasPaidInvalid }).optional(),
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
 * card its days, limit and what is left of the limit, a method the account it draws from; the
 * other kinds' fields are null.
 */
export interface PaymentMethodJson extends LabelJson {
  kind: PaymentMethodKind;
  accountId: string | null;
  openingBalance: Reais;
  balance: Reais | null;
  closingDay: number | null;
  dueDay: number | null;
  creditLimit: Reais | null;
  availableLimit: Reais | null;
  /** Shared with the owner's household: private, shared ("Ver e lançar") or read_only ("Só ver"). */
  sharing: SharingLevel;
  ownerId: string;
  /** The owner's name, when it is not the viewer's own. */
  ownerName?: string;
  /** What the viewer may do: its owner, write rows to it as a member, or only see it. */
  access: RecordAccessJson;
}

/** One suggested payment method: a method may draw from a suggested account, named. */
export interface StarterPaymentMethod extends StarterLabel {
  kind: PaymentMethodKind;
  drawsFrom?: string;
}

const CHECKING = "Conta corrente";

/** The suggested set offered while the user has no payment methods (the card asks for its days). */
export const PAYMENT_METHOD_STARTER_SET: readonly StarterPaymentMethod[] = [
  { name: CHECKING, description: "Sua conta no banco", color: "#0EA5E9", kind: "account" },
  { name: "Dinheiro", description: "A carteira, em espécie", color: "#22C55E", kind: "account" },
  { name: "Cartão de crédito", description: "Compras no crédito e parceladas", color: "#8B5CF6", kind: "credit_card" },
  { name: "Pix", description: "Sai da conta corrente", color: "#14B8A6", kind: "method", drawsFrom: CHECKING },
  { name: "Boleto", description: "Contas pagas pela conta corrente", color: "#F59E0B", kind: "method", drawsFrom: CHECKING },
  { name: "Cartão de débito", description: "Compras debitadas na conta corrente", color: "#3B82F6", kind: "method", drawsFrom: CHECKING },
];

/** POST /payment-method/starter-set: the suggested card's closing and due days. */
export const starterSetInput = z.object({
  closingDay: dayOfMonth(cardMessages.closingDay),
  dueDay: dayOfMonth(cardMessages.dueDay),
});
export type StarterSetInput = z.output<typeof starterSetInput>;

/** POST /payment-method/review: the ids of the payment methods that hold money. */
export const paymentKindsReviewInput = z.object({
  accountIds: z.array(z.uuid({ error: cardMessages.accountIdInvalid }), { error: cardMessages.accountIdInvalid }).max(500),
});
export type PaymentKindsReviewInput = z.output<typeof paymentKindsReviewInput>;

/** GET /payment-method/review while it is pending: each payment method but the cards, with the guess. */
export interface PaymentKindsReviewJson {
  methods: Array<{ _id: string; name: string; color: string; holdsMoney: boolean }>;
}
