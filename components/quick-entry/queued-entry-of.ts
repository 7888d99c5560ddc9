import type { QueuedEntry } from "@/lib/client/entry-queue";
import type { TransactionFormValues, TransactionReferences } from "@/lib/schemas/transactions";

/** The record kept offline for a filled sheet: its request, and what the lists show while it waits. */
export function queuedEntryOf({
  key,
  userId,
  values,
  body,
  references,
}: {
  key: string;
  userId: string;
  values: TransactionFormValues;
  body: Record<string, unknown>;
  references: TransactionReferences;
}): QueuedEntry {
  const category = references.categories.find((option) => option._id === values.categoryId) ?? null;
  return {
    key,
    userId,
    createdAt: Date.now(),
    path: "/transaction",
    body,
    type: values.transactionType,
    shown: {
      description: values.description,
      amountCents: values.amountCents,
      date: values.transactionDate,
      category: category?.name ?? null,
      color: category?.color ?? null,
    },
  };
}
