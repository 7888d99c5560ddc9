import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { suggestReferences } from "@/server/transactions/suggest-references";

interface ReferencedInput {
  description: string;
  categoryId: string | null;
  paymentMethodId: string | null;
}

/**
 * A new transaction sent without a category takes the suggested one (and the suggested payment
 * method when none was sent either), so API clients get the same help as the form.
 */
export async function withSuggestedReferences<T extends ReferencedInput>(
  tx: DbOrTx,
  userId: string,
  input: T,
): Promise<T> {
  if (input.categoryId !== null) return input;
  const suggestion = await suggestReferences(tx, userId, input.description);
  if (suggestion.source === null) return input;
  return {
    ...input,
    categoryId: suggestion.categoryId,
    paymentMethodId: input.paymentMethodId ?? suggestion.paymentMethodId,
  };
}
