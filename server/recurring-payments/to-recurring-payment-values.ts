import "server-only";
import type { recurringPayments } from "@/db/schema";
import type { RecurringPaymentInput } from "@/lib/schemas/recurring-payments";

/** The columns a create and a full replace (PUT) write. */
export function toRecurringPaymentValues(input: RecurringPaymentInput) {
  return {
    name: input.name,
    amount: input.amountCents,
    dueDay: input.dueDay,
    frequency: input.frequency,
    categoryId: input.categoryId,
    paymentMethodId: input.paymentMethodId,
    description: input.description,
    isActive: input.isActive,
  } satisfies Partial<typeof recurringPayments.$inferInsert>;
}
