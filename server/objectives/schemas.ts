import { MAX_AMOUNT_CENTS } from "@/lib/money";
import { z } from "@/lib/zod";

/** Objectives' rules, shared by the API and the dialog. */
export const OBJECTIVE_NAME_MAX = 100;

export const objectiveMessages = {
  notFound: "Objetivo não encontrado.",
  idInvalid: "Identificador de objetivo inválido.",
  nameRequired: "O nome do objetivo é obrigatório.",
  nameTooLong: `O nome do objetivo deve ter no máximo ${OBJECTIVE_NAME_MAX} caracteres.`,
  targetRequired: "Informe o valor da meta.",
  targetInvalid: "O valor da meta deve ser um número.",
  targetPositive: "O valor da meta deve ser maior que zero.",
  targetTooLarge: "O valor máximo da meta é R$ 999.999.999,99.",
  targetDecimals: "O valor da meta deve ter no máximo duas casas decimais.",
} as const;

/**
 * True when a JSON number is a whole number of centavos. The tolerance absorbs binary noise
 * (0.1 + 0.2 → 0.30000000000000004 is 30 centavos) and stays far below a third decimal, even
 * next to R$ 999.999.999,99.
 */
export function isWholeCents(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-4;
}

const name = z
  .string({ error: objectiveMessages.nameRequired })
  .trim()
  .min(1, objectiveMessages.nameRequired)
  .max(OBJECTIVE_NAME_MAX, objectiveMessages.nameTooLong);

/** A JSON number in reais (a string is refused); leaves as the number, checked to the centavo. */
const targetValue = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? objectiveMessages.targetRequired
        : objectiveMessages.targetInvalid,
  })
  .positive(objectiveMessages.targetPositive)
  .refine((value) => Math.round(value * 100) <= MAX_AMOUNT_CENTS, objectiveMessages.targetTooLarge)
  .refine(isWholeCents, objectiveMessages.targetDecimals);

export const objectiveIdParams = z.object({ id: z.uuid({ error: objectiveMessages.idInvalid }) });
export const objectiveInput = z.object({ name, targetValue });
export const objectivePatch = z.object({
  name: name.optional(),
  targetValue: targetValue.optional(),
});

export type ObjectiveInput = z.output<typeof objectiveInput>;
export type ObjectivePatch = z.output<typeof objectivePatch>;

/** `actualValue` is the sum of the transactions linked to the objective, computed in SQL. */
export interface ObjectiveJson {
  _id: string;
  name: string;
  targetValue: number;
  actualValue: number;
}
