import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { recurringPayments } from "@/db/schema";
import { assertOwnedReferences } from "@/server/shared/assert-owned-references";
import { assertCategoryFits } from "@/server/shared/assert-category-fits";
import { getRecurringPayment } from "@/server/recurring-payments/get-recurring-payment";
import { toRecurringPaymentValues } from "@/server/recurring-payments/to-recurring-payment-values";
import { recurringPaymentMessages } from "@/lib/schemas/recurring-payments";
import type {
  RecurringPaymentInput,
  RecurringPaymentJson,
} from "@/lib/schemas/recurring-payments";

/** Replaces every field of one of the user's recurring payments (PUT). Paid occurrences stay. */
export async function updateRecurringPayment(
  db: Db,
  userId: string,
  id: string,
  input: RecurringPaymentInput,
): Promise<RecurringPaymentJson> {
  return db.transaction(async (tx) => {
    await assertOwnedReferences(tx, userId, input);
    // A bill's payments are expenses.
    await assertCategoryFits(tx, userId, input.categoryId, "despesa");
    const [row] = await tx
      .update(recurringPayments)
      .set(toRecurringPaymentValues(input))
      .where(and(eq(recurringPayments.id, id), eq(recurringPayments.userId, userId)))
      .returning({ id: recurringPayments.id });
    if (!row) throw notFound(recurringPaymentMessages.notFound);
    return getRecurringPayment(tx, userId, row.id);
  });
}
