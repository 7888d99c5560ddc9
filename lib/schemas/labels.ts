import * as z from "@/lib/schemas/zod";
import { withoutInvisibleCharacters } from "@/lib/schemas/visible-text";

/**
 * Categories and payment methods are the same shape (a coloured label with a name): these
 * schemas serve both, the API and the forms. Only the blank-name message differs.
 */
export const DEFAULT_LABEL_COLOR = "#3B82F6";
export const LABEL_NAME_MAX = 60;
export const LABEL_DESCRIPTION_MAX = 200;

const COLOR_MESSAGE = "Informe uma cor no formato #RRGGBB.";

export function labelSchemas(messages: { nameRequired: string; idInvalid: string }) {
  const nameRequiredMessage = messages.nameRequired;
  const name = z
    .string({ error: nameRequiredMessage })
    .overwrite(withoutInvisibleCharacters)
    .trim()
    .min(1, nameRequiredMessage)
    .max(LABEL_NAME_MAX, `O nome deve ter no máximo ${LABEL_NAME_MAX} caracteres.`);
  const description = z
    .string({ error: "A descrição deve ser um texto." })
    .trim()
    .max(
      LABEL_DESCRIPTION_MAX,
      `A descrição deve ter no máximo ${LABEL_DESCRIPTION_MAX} caracteres.`,
    )
    .nullish();
  const color = z
    .string({ error: COLOR_MESSAGE })
    .regex(/^#[0-9A-Fa-f]{6}$/, COLOR_MESSAGE)
    .transform((value) => value.toUpperCase());
  return {
    /** Route params: a malformed id is a 400, like every other bad input. */
    params: z.object({ id: z.uuid({ error: messages.idInvalid }) }),
    /** POST body: color defaults to #3B82F6, a blank description is stored as none. */
    input: z.object({ name, description, color: color.default(DEFAULT_LABEL_COLOR) }),
    /** PATCH body: only the fields sent change. */
    patch: z.object({ name: name.optional(), description, color: color.optional() }),
  };
}

type LabelSchemas = ReturnType<typeof labelSchemas>;
export type LabelInputSchema = LabelSchemas["input"];
export type LabelInput = z.output<LabelSchemas["input"]>;
export type LabelFormValues = z.input<LabelSchemas["input"]>;

/** How a category or payment method travels as JSON. */
export interface LabelJson {
  _id: string;
  name: string;
  description: string | null;
  color: string;
}

/** One entry of a suggested starter set. */
export interface StarterLabel {
  name: string;
  description: string;
  color: string;
}
