import { centsToNumber, formatBRL, parseMoneyInput } from "@/lib/money";
import { z } from "@/lib/zod";
import { objectiveInput, objectiveMessages } from "@/server/objectives/schemas";

/**
 * The dialog's schema: the amount is typed in Brazilian notation ("1.234,56"), read to the
 * centavo, then checked by the API's own rules for `targetValue`.
 */
export const objectiveFormSchema = z.object({
  name: objectiveInput.shape.name,
  targetValue: z
    .string()
    .trim()
    .min(1, objectiveMessages.targetRequired)
    .transform((text, ctx) => {
      const cents = parseMoneyInput(text);
      if (cents === null) {
        ctx.addIssue({ code: "custom", message: "Valor inválido. Use o formato 1.234,56." });
        return z.NEVER;
      }
      return centsToNumber(cents);
    })
    .pipe(objectiveInput.shape.targetValue),
});

export type ObjectiveFormValues = z.input<typeof objectiveFormSchema>;
export type ObjectiveFormOutput = z.output<typeof objectiveFormSchema>;

/** 1234.5 → "1.234,50": how a saved amount is shown back in the text field. */
export function toMoneyInput(value: number): string {
  return formatBRL(value).replace("R$", "").trim();
}
