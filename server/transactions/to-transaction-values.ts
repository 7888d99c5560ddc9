import "server-only";
import { negateCents } from "@/lib/format/money";
import type { transactions } from "@/db/schema";
import type { TransactionInput } from "@/lib/schemas/transactions";

/**
 * The columns a create and an edit write; `valor` in centavos, below zero for an estorno. A category the
 * person chose is theirs (source "person"); the payee is written only when sent.
 */
export function toTransactionValues(input: TransactionInput) {
  return {
    description: input.description,
    // An estorno is a despesa below zero: it gives back what a purchase took.
    valor: input.estorno ? negateCents(input.amountCents) : input.amountCents,
    transactionDate: input.transactionDate,
    transactionTypeId: input.transactionTypeId,
    categoryId: input.categoryId,
    categorySource: input.categoryId ? ("person" as const) : null,
    paymentMethodId: input.paymentMethodId,
    isObjective: input.isObjective,
    objectiveId: input.objectiveId,
    ...(input.payeeId !== undefined ? { payeeId: input.payeeId } : {}),
  } satisfies Partial<typeof transactions.$inferInsert>;
}
