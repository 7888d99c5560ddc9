import * as z from "@/lib/schemas/zod";
import { readTypedDate } from "@/lib/format/date-input";

export const dateFieldMessages = {
  required: "A data é obrigatória.",
  impossible: "Data inválida: essa data não existe.",
  incomplete: "Data inválida: use o formato dd/mm/aaaa.",
} as const;

/**
 * A date field of a form (components/ui/date-picker.tsx): it holds the ISO day once the typed
 * date is complete and real, or the text as typed otherwise, so an impossible day ("31/02/2026")
 * gets its own message instead of looking empty. Leaves as "YYYY-MM-DD".
 */
export function dateFieldSchema(range?: { min: string; max: string; message: string }) {
  return z.string({ error: dateFieldMessages.required }).transform((value, ctx) => {
    const typed = readTypedDate(value);
    if (typed.kind !== "day") {
      const message = typed.kind === "empty" ? dateFieldMessages.required : dateFieldMessages[typed.kind];
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    if (range && (typed.day < range.min || typed.day > range.max)) {
      ctx.addIssue({ code: "custom", message: range.message });
      return z.NEVER;
    }
    return typed.day;
  });
}
