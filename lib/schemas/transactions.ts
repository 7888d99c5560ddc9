import * as z from "@/lib/schemas/zod";
import { jsonAmountSchema, typedAmountSchema, valorMessages } from "@/lib/schemas/amount";
import { FIRST_DAY, LAST_DAY, isDayInRange, toCalendarDay } from "@/lib/domain/calendar";
import { optionalRef, REF_INVALID_MESSAGE } from "@/lib/schemas/optional-ref";
import { dateFieldSchema } from "@/lib/schemas/date-field";
import { tagListSchema } from "@/lib/schemas/tags";
import { percentSharesToBasisPoints } from "@/lib/domain/household-split";
import { householdMessages } from "@/lib/schemas/households";

/**
 * Transactions' rules, shared by the API (JSON bodies) and the dialog (what a person types).
 * The JSON's `valor` is reais and the dialog's `amountText` what was typed; both leave these
 * schemas as `amountCents` (`totalCents` for an instalment purchase). Dates leave as "YYYY-MM-DD".
 */
export const DESCRIPTION_MAX = 200;
/** Room for the " (72/72)" an instalment adds to each description. */
export const INSTALLMENT_DESCRIPTION_MAX = DESCRIPTION_MAX - 8;
export const MIN_INSTALLMENTS = 2;
export const MAX_INSTALLMENTS = 72;
export const DEFAULT_INSTALLMENTS = 2;

export const transactionMessages = {
  refundNotOnCard: "Estorno só existe em despesa de cartão de crédito.",
  refundNotInstallment: "Uma parcela não pode ser um estorno.",
  notFound: "Transação não encontrada.",
  descriptionRequired: "A descrição é obrigatória.",
  descriptionTooLong: `A descrição deve ter no máximo ${DESCRIPTION_MAX} caracteres.`,
  installmentDescriptionTooLong: `A descrição de uma compra parcelada deve ter no máximo ${INSTALLMENT_DESCRIPTION_MAX} caracteres.`,
  dateRequired: "A data é obrigatória.",
  dateInvalid: "Data inválida: use o formato AAAA-MM-DD.",
  dateOutOfRange: "A data deve estar entre 01/01/2000 e 31/12/2100.",
  typeRequired: "O tipo de transação é obrigatório.",
  objectiveRequired: "Selecione o objetivo vinculado.",
  installmentsInvalid: `O número de parcelas deve ser um inteiro entre ${MIN_INSTALLMENTS} e ${MAX_INSTALLMENTS}.`,
  installmentObjective: "Compras parceladas não podem ser vinculadas a um objetivo.",
  installmentTooSmall: "O valor total deve ser de pelo menos R$ 0,01 por parcela.",
  seriesValor:
    "O valor muda em uma parcela por vez: para alterá-lo, edite somente esta parcela.",
  seriesDate: "A data muda em uma parcela por vez: para alterá-la, edite somente esta parcela.",
  notInHousehold: householdMessages.noHousehold,
  paidByNotMember: "Quem pagou precisa ser membro da casa.",
  paidByInvalid: "Quem pagou deve ser o identificador de um membro da casa, ou null.",
  splitInvalid: "Cada parte da divisão deve ser uma porcentagem de 0 a 100, com até duas casas decimais.",
  splitSum: "As partes da divisão devem somar 100%.",
  splitNotMember: "A divisão só pode incluir membros da casa.",
  notHouseholdRow:
    "Quem pagou e a divisão só valem para lançamentos da casa: use uma conta compartilhada ou marque o lançamento como da casa.",
  householdInvalid: "household deve ser verdadeiro ou falso.",
  installmentOwner: "Uma parcela só muda para uma conta do mesmo dono.",
} as const;

/** A JSON valor in reais (12.3 or "12.30") → `Cents`; the rule all amounts share. */
export const valorSchema = jsonAmountSchema(valorMessages);

/** What a person types ("1.234,56") → `Cents`, with the same limits as the API. */
export const moneyInputSchema = typedAmountSchema(valorMessages);

/** "YYYY-MM-DD", or an ISO instant read as its day in São Paulo. */
export const transactionDateSchema = z
  .string({ error: transactionMessages.dateRequired })
  .trim()
  .min(1, transactionMessages.dateRequired)
  .transform((value, ctx) => {
    const day = toCalendarDay(value);
    if (!day) {
      ctx.addIssue({ code: "custom", message: transactionMessages.dateInvalid });
      return z.NEVER;
    }
    if (!isDayInRange(day)) {
      ctx.addIssue({ code: "custom", message: transactionMessages.dateOutOfRange });
      return z.NEVER;
    }
    return day;
  });

const descriptionSchema = z
  .string({ error: transactionMessages.descriptionRequired })
  .trim()
  .min(1, transactionMessages.descriptionRequired)
  .max(DESCRIPTION_MAX, transactionMessages.descriptionTooLong);

/** A payee id, null or "" for none; absent leaves it as it is (undefined). */
const payeeRefSchema = z
  .union([z.uuid(REF_INVALID_MESSAGE), z.literal(""), z.null()], { error: REF_INVALID_MESSAGE })
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

const transactionTypeIdSchema = z.uuid({ error: transactionMessages.typeRequired });

/** `{ userId: percent }` (up to two decimals, summing to 100) → basis points; null: the household's split. */
const splitSchema = z
  .record(z.uuid({ error: transactionMessages.splitNotMember }), z.number({ error: transactionMessages.splitInvalid }), {
    error: transactionMessages.splitInvalid,
  })
  .nullable()
  .transform((percents, ctx) => {
    if (percents === null) return null;
    const converted = percentSharesToBasisPoints(percents);
    if (converted.ok) return converted.shares;
    ctx.addIssue({
      code: "custom",
      message: converted.reason === "sum" ? transactionMessages.splitSum : transactionMessages.splitInvalid,
    });
    return z.NEVER;
  });

/**
 * Who paid and how a household row splits; absent keeps what the row has (a new row: not "da
 * casa", paid by its owner, the household's split).
 */
const householdFields = {
  /** "Da casa": shared with the household without a shared account. */
  household: z.boolean({ error: transactionMessages.householdInvalid }).optional(),
  /** A member of the owner's household; null: the owner. */
  paidBy: z.uuid({ error: transactionMessages.paidByInvalid }).nullable().optional(),
  split: splitSchema.optional(),
};

export type HouseholdFieldsInput = {
  household?: boolean;
  paidBy?: string | null;
  /** Basis points by user id. */
  split?: Record<string, number> | null;
};

const transactionFields = z.object({
  description: descriptionSchema,
  valor: valorSchema,
  categoryId: optionalRef,
  paymentMethodId: optionalRef,
  transactionTypeId: transactionTypeIdSchema,
  transactionDate: transactionDateSchema,
  isObjective: z.boolean({ error: "isObjective deve ser verdadeiro ou falso." }).optional().default(false),
  objectiveId: optionalRef,
  /** Absent on a PATCH: the tags stay as they are. */
  tags: tagListSchema.optional(),
  /** The favorecido; absent on a PATCH: it stays as it is (null: none). */
  payeeId: payeeRefSchema,
  /**
   * An estorno (refund) on a credit card: a despesa stored below zero, which lowers the fatura
   * and its category's spending. `valor` stays positive; absent on a PATCH keeps it as it is.
   */
  estorno: z.boolean({ error: "estorno deve ser verdadeiro ou falso." }).optional(),
  ...householdFields,
});

/** A linked transaction names its objective; unlinked means none, whatever was sent alongside. */
function withObjectiveRule<T extends typeof transactionFields>(fields: T) {
  return fields
    .refine((t) => !t.isObjective || t.objectiveId !== null, {
      message: transactionMessages.objectiveRequired,
      path: ["objectiveId"],
    })
    // Unlinked means no objective, whatever was sent alongside.
    .transform(({ valor, ...t }) => ({ ...t, amountCents: valor, objectiveId: t.isObjective ? t.objectiveId : null }));
}

/** POST /transaction. */
export const transactionInput = withObjectiveRule(transactionFields);

export type TransactionInput = z.output<typeof transactionInput>;

/**
 * Which parcelas of a purchase an edit reaches: this one, this one and the later ones, or all of
 * them. Only description, category and payment method travel; valor and date stay per parcela.
 */
export const seriesScopes = ["this", "future", "all"] as const;
export type SeriesScope = (typeof seriesScopes)[number];

/** PATCH /transaction/{id}: the same fields, and `scope` for a parcela (default "this"). */
export const transactionPatchInput = withObjectiveRule(
  transactionFields.extend({
    scope: z
      .enum(seriesScopes, { error: 'Escopo inválido: use "this", "future" ou "all".' })
      .optional()
      .default("this"),
  }),
);

export type TransactionPatchInput = z.output<typeof transactionPatchInput>;

export const installmentsSchema = z
  .number({ error: transactionMessages.installmentsInvalid })
  .int(transactionMessages.installmentsInvalid)
  .min(MIN_INSTALLMENTS, transactionMessages.installmentsInvalid)
  .max(MAX_INSTALLMENTS, transactionMessages.installmentsInvalid);

/** POST /transaction/installment: `valor` is the total of the purchase. */
export const installmentPurchaseInput = z
  .object({
    description: descriptionSchema.max(
      INSTALLMENT_DESCRIPTION_MAX,
      transactionMessages.installmentDescriptionTooLong,
    ),
    valor: valorSchema,
    categoryId: optionalRef,
    paymentMethodId: optionalRef,
    transactionTypeId: transactionTypeIdSchema,
    transactionDate: transactionDateSchema,
    installments: installmentsSchema,
    tags: tagListSchema.optional(),
    payeeId: payeeRefSchema,
    isObjective: z.literal(false, { error: transactionMessages.installmentObjective }).optional(),
    objectiveId: z.null({ error: transactionMessages.installmentObjective }).optional(),
    ...householdFields,
  })
  .refine((t) => t.valor >= t.installments, {
    message: transactionMessages.installmentTooSmall,
    path: ["valor"],
  })
  .transform(({ valor, ...t }) => ({ ...t, totalCents: valor }));

export type InstallmentPurchaseInput = z.output<typeof installmentPurchaseInput>;

export const deleteScopes = ["single", "following"] as const;
export type DeleteScope = (typeof deleteScopes)[number];

/** DELETE /transaction/{id}[?scope=following]. */
export const deleteTransactionQuery = z.object({
  scope: z
    .enum(deleteScopes, { error: 'Escopo inválido: use "single" ou "following".' })
    .optional()
    .default("single"),
});

export const transactionIdParams = z.object({
  id: z.uuid({ error: "Identificador de transação inválido." }),
});

/** The dialog: the same field rules, with the amount as typed and the instalment switch. */
export const transactionFormSchema = z
  .object({
    transactionType: z.enum(["receita", "despesa"], { error: transactionMessages.typeRequired }),
    description: descriptionSchema,
    amountText: moneyInputSchema,
    transactionDate: dateFieldSchema({
      min: FIRST_DAY,
      max: LAST_DAY,
      message: transactionMessages.dateOutOfRange,
    }),
    categoryId: optionalRef,
    paymentMethodId: optionalRef,
    isInstallment: z.boolean(),
    // An emptied count field is NaN: only an error while the instalment option is ticked.
    installments: z.union([z.number(), z.nan()], { error: transactionMessages.installmentsInvalid }),
    isObjective: z.boolean(),
    objectiveId: optionalRef,
    tags: z.array(z.string()).optional(),
    payeeId: z.union([z.uuid(REF_INVALID_MESSAGE), z.null()]).optional(),
    /** "Estorno": shown for a despesa on a credit card. */
    estorno: z.boolean().optional(),
  })
  .superRefine((form, ctx) => {
    if (!form.isInstallment) {
      if (form.isObjective && !form.objectiveId) {
        ctx.addIssue({ code: "custom", message: transactionMessages.objectiveRequired, path: ["objectiveId"] });
      }
      return;
    }
    if (!installmentsSchema.safeParse(form.installments).success) {
      ctx.addIssue({ code: "custom", message: transactionMessages.installmentsInvalid, path: ["installments"] });
    } else if (form.amountText < form.installments) {
      ctx.addIssue({ code: "custom", message: transactionMessages.installmentTooSmall, path: ["amountText"] });
    }
    if (form.description.length > INSTALLMENT_DESCRIPTION_MAX) {
      ctx.addIssue({
        code: "custom",
        message: transactionMessages.installmentDescriptionTooLong,
        path: ["description"],
      });
    }
  })
  .transform(({ amountText, ...form }) => ({ ...form, amountCents: amountText }));

export type TransactionFormInput = z.input<typeof transactionFormSchema>;
export type TransactionFormValues = z.output<typeof transactionFormSchema>;

export * from "@/lib/schemas/transaction-json";
