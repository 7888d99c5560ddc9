import * as z from "@/lib/schemas/zod";
import { transactionTaxInput } from "@/lib/schemas/tax";
import type { TransactionTaxInput } from "@/lib/schemas/tax";
import { transactionPatchInput } from "@/lib/schemas/transactions";
import type { TransactionPatchInput } from "@/lib/schemas/transactions";

/**
 * PATCH /transaction/{id}'s body: an edit of the row, its `{ tax }` marking for the declaration
 * alone, or both (the edit first). The first problem found is the answer's message.
 */
export const transactionPatchBody = z.unknown().transform((value, ctx) => {
  const isObject = typeof value === "object" && value !== null && !Array.isArray(value);
  const { tax, ...rest } = isObject ? (value as Record<string, unknown>) : { tax: undefined };
  const forward = (error: z.ZodError) => {
    for (const issue of error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  };
  let taxInput: TransactionTaxInput | undefined;
  if (tax !== undefined) {
    const parsed = transactionTaxInput.safeParse(tax);
    if (!parsed.success) return forward(parsed.error);
    taxInput = parsed.data;
  }
  let edit: TransactionPatchInput | undefined;
  if (!isObject || tax === undefined || Object.keys(rest).length > 0) {
    const parsed = transactionPatchInput.safeParse(isObject ? rest : value);
    if (!parsed.success) return forward(parsed.error);
    edit = parsed.data;
  }
  return { edit, tax: taxInput };
});
export type TransactionPatchBody = z.output<typeof transactionPatchBody>;
