import { jsonAmountSchema, typedAmountSchema } from "@/lib/schemas/amount";
import type { AmountMessages } from "@/lib/schemas/amount";
import * as z from "@/lib/schemas/zod";
import { isDayInRange, isValidDay, toCalendarDay } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import type { Reais } from "@/lib/format/money";
import { householdFlag } from "@/lib/schemas/household-item";
import type { HouseholdItemJson } from "@/lib/schemas/household-item";

/** Objectives' rules, shared by the API and the dialog; the JSON's `targetValue` (reais) leaves them as `targetCents`. */
export const OBJECTIVE_NAME_MAX = 100;

const depositChangeText = {
  delete: "excluir esta transação",
  update: "salvar a alteração",
  undoImport: "desfazer esta importação",
} as const;

export const objectiveMessages = {
  notFound: "Objetivo não encontrado.",
  householdKeptInAccount: "Um objetivo da casa não pode ser guardado numa conta (caixinha): deixe-o sem conta.",
  idInvalid: "Identificador de objetivo inválido.",
  nameRequired: "O nome do objetivo é obrigatório.",
  nameTooLong: `O nome do objetivo deve ter no máximo ${OBJECTIVE_NAME_MAX} caracteres.`,
  targetRequired: "Informe o valor da meta.",
  targetInvalid: "O valor da meta deve ser um número.",
  targetPositive: "O valor da meta deve ser maior que zero.",
  targetTooLarge: "O valor máximo da meta é R$ 999.999.999,99.",
  targetDecimals: "O valor da meta deve ter no máximo duas casas decimais.",
  targetFormat: "Valor inválido. Use o formato 1.234,56.",
  deadlineInvalid: "Prazo inválido: use o formato AAAA-MM-DD.",
  accountRequired: "Escolha a conta de onde sai o valor.",
  withdrawAccountRequired: "Escolha a conta para onde vai o valor.",
  noAccount: "Você ainda não tem uma conta. Cadastre uma em Meios de pagamento, com o tipo Conta, para depositar.",
  keptAccountNotFound: "Conta não encontrada.",
  keptAccountNotAccount: "Só uma conta (não um cartão nem um método de pagamento) pode guardar um objetivo.",
  keptAccountTaken: "Essa conta já guarda outro objetivo.",
  keptWithMoves:
    "Este objetivo já tem depósitos ou retiradas registrados: para guardá-lo em uma conta, crie um novo objetivo.",
  keptInAccount: (objective: string, account: string) =>
    `O objetivo "${objective}" fica guardado na conta "${account}": para depositar ou retirar, transfira para essa conta ou a partir dela.`,
  insufficientBalance: (available: string) =>
    `Saldo insuficiente no objetivo: só é possível retirar até ${available}.`,
  /** Deleting or lowering a deposit that withdrawals already used. */
  depositInUse: (change: "delete" | "update" | "undoImport", name: string, shortfall: string) =>
    `Não é possível ${depositChangeText[change]}: o objetivo "${name}" ficaria negativo em ${shortfall}, pois já houve retiradas dele. Exclua ou diminua essas retiradas antes.`,
} as const;

const name = z
  .string({ error: objectiveMessages.nameRequired })
  .trim()
  .min(1, objectiveMessages.nameRequired)
  .max(OBJECTIVE_NAME_MAX, objectiveMessages.nameTooLong);

/** The target's messages for the rule all amounts share (lib/amount-schema). */
const targetMessages = {
  required: objectiveMessages.targetRequired,
  invalid: objectiveMessages.targetInvalid,
  decimals: objectiveMessages.targetDecimals,
  positive: objectiveMessages.targetPositive,
  tooLarge: objectiveMessages.targetTooLarge,
} as const satisfies AmountMessages;

/** A JSON amount in reais (a number, or a decimal string such as "1500.50") → `Cents`. */
const targetValue = jsonAmountSchema(targetMessages);

/** The dialog's target as typed ("1.234,56") → `Cents`, with the same limits. */
export const targetInputSchema = typedAmountSchema({
  ...targetMessages,
  invalid: objectiveMessages.targetFormat,
});

/** An optional day to reach the target by ("YYYY-MM-DD"); null or "" clears it. */
const deadline = z
  .union([z.string(), z.null()], { error: objectiveMessages.deadlineInvalid })
  .transform((value, ctx) => {
    if (value === null || value.trim() === "") return null;
    const day = toCalendarDay(value);
    if (!day || !isDayInRange(day)) {
      ctx.addIssue({ code: "custom", message: objectiveMessages.deadlineInvalid });
      return z.NEVER;
    }
    return day;
  });

export const objectiveIdParams = z.object({ id: z.uuid({ error: objectiveMessages.idInvalid }) });
/** The objective's name, for the dialog's own schema. */
export const objectiveNameSchema = name;
/** A caixinha: the account the objective's money is kept in (null: the objective holds its own moves). */
const accountId = z.uuid({ error: objectiveMessages.keptAccountNotFound }).nullable();

export const objectiveInput = z
  .object({
    name,
    targetValue,
    deadline: deadline.optional().default(null),
    accountId: accountId.optional().default(null),
    household: householdFlag.default(false),
  })
  .transform(({ targetValue, ...rest }) => ({ ...rest, targetCents: targetValue }));
export const objectivePatch = z
  .object({
    name: name.optional(),
    targetValue: targetValue.optional(),
    deadline: deadline.optional(),
    accountId: accountId.optional(),
    household: householdFlag.optional(),
  })
  .transform(({ targetValue, ...rest }) => ({
    ...rest,
    ...(targetValue === undefined ? {} : { targetCents: targetValue }),
  }));

export type ObjectiveInput = z.output<typeof objectiveInput>;
export type ObjectivePatch = z.output<typeof objectivePatch>;

/**
 * `actualValue` is what the objective holds: its deposits (linked despesas) minus its withdrawals
 * (linked receitas), computed in SQL; for one kept in an account (a caixinha), that account's
 * balance today.
 */
export interface ObjectiveJson extends HouseholdItemJson {
  _id: string;
  name: string;
  targetValue: Reais;
  actualValue: Reais;
  /** The day to reach the target by, or null. */
  deadline: Day | null;
  /** The account it is kept in (a caixinha), or null. */
  accountId: string | null;
  accountName: string | null;
}

/**
 * The dialog's schema: the target is typed in Brazilian notation ("1.234,56", `targetText`) and
 * leaves as `targetCents`, by the same rule as the API's `targetValue`.
 */
export const objectiveFormSchema = z
  .object({
    name: objectiveNameSchema,
    targetText: targetInputSchema,
    /** Optional: "" for none, otherwise a real day (the date picker keeps ISO days). */
    deadline: z.string().refine((value) => value === "" || isValidDay(value), objectiveMessages.deadlineInvalid),
    /** "" when the objective holds its own moves, else the account it is kept in. */
    accountId: z.string(),
  })
  .transform(({ targetText, ...rest }) => ({ ...rest, targetCents: targetText }));

export type ObjectiveFormValues = z.input<typeof objectiveFormSchema>;
export type ObjectiveFormOutput = z.output<typeof objectiveFormSchema>;

/**
 * The deposit dialog's "Conta": the account the money leaves (the deposit carries it as its
 * paymentMethodId, so the account's balance and "Saldo em contas" drop by what the objective gains).
 * With exactly one account it is chosen already; with more, the person picks one.
 */
export function initialDepositAccount(accounts: readonly { id: string }[]): string {
  return accounts.length === 1 ? (accounts[0]?.id ?? "") : "";
}

/** The account error, or undefined when `accountId` is one of the person's accounts (null: not loaded yet). */
export function depositAccountError(
  accountId: string,
  accounts: readonly { id: string }[] | null,
  required: string = objectiveMessages.accountRequired,
): string | undefined {
  if (accounts === null) return required;
  if (accounts.length === 0) return objectiveMessages.noAccount;
  return accounts.some((account) => account.id === accountId) ? undefined : required;
}
