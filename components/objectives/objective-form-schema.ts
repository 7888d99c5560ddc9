import * as z from "@/lib/schemas/zod";
import { isValidDay } from "@/lib/format/dates";
import { objectiveMessages, objectiveNameSchema, targetInputSchema } from "@/lib/schemas/objectives";

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
  })
  .transform(({ targetText, ...rest }) => ({ ...rest, targetCents: targetText }));

export type ObjectiveFormValues = z.input<typeof objectiveFormSchema>;
export type ObjectiveFormOutput = z.output<typeof objectiveFormSchema>;
