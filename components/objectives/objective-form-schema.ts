import { formatBRL } from "@/lib/format/money";
import * as z from "@/lib/schemas/zod";
import { isValidDay } from "@/lib/format/dates";
import { objectiveInput, objectiveMessages, targetInputSchema } from "@/lib/schemas/objectives";

/**
 * The dialog's schema: the amount is typed in Brazilian notation ("1.234,56") and leaves as
 * centavos, by the same rule as the API's `targetValue`.
 */
export const objectiveFormSchema = z.object({
  name: objectiveInput.shape.name,
  targetValue: targetInputSchema,
  /** Optional: "" for none, otherwise a real day (the date picker keeps ISO days). */
  deadline: z.string().refine((value) => value === "" || isValidDay(value), objectiveMessages.deadlineInvalid),
});

export type ObjectiveFormValues = z.input<typeof objectiveFormSchema>;
export type ObjectiveFormOutput = z.output<typeof objectiveFormSchema>;

/** 1234.5 → "1.234,50": how a saved amount is shown back in the text field. */
export function toMoneyInput(value: number): string {
  return formatBRL(value).replace("R$", "").trim();
}
