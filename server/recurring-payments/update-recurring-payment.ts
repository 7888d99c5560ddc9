import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { recurringPayments } from "@/db/schema";
import { assertOwnedReferences } from "@/server/shared/assert-owned-references";
import { assertCategoryFits } from "@/server/shared/assert-category-fits";
import { assertHouseholdCategory, lockHouseholdItemChange } from "@/server/shared/household-items";
import { getRecurringPayment } from "@/server/recurring-payments/get-recurring-payment";
import { toRecurringPaymentValues } from "@/server/recurring-payments/to-recurring-payment-values";
import { recurringPaymentMessages } from "@/lib/schemas/recurring-payments";
import type {
  RecurringPaymentInput,
  RecurringPaymentJson,
} from "@/lib/schemas/recurring-payments";

/**
 * Replaces every field of a recurring payment (PUT): the user's own, or (unless "Só ver") their
 * household's. Paid occurrences stay. A reference it already had stays valid whoever sends it (a
 * member keeps the owner's account on the bill); a new one must be the sender's.
 */
export async function updateRecurringPayment(
  db: Db,
  userId: string,
  id: string,
  input: RecurringPaymentInput,
): Promise<RecurringPaymentJson> {
  return db.transaction(async (tx) => {
    const { current, householdId: chosen } = await lockHouseholdItemChange(tx, {
      userId,
      id,
      table: recurringPayments,
      columns: {
        categoryId: recurringPayments.categoryId,
        paymentMethodId: recurringPayments.paymentMethodId,
        householdId: recurringPayments.householdId,
      },
      household: input.household,
      notFoundMessage: recurringPaymentMessages.notFound,
    });
    const unchanged = (ref: string | null, was: string | null) => (ref === was ? null : ref);
    await assertOwnedReferences(tx, userId, {
      categoryId: unchanged(input.categoryId, current.categoryId),
      paymentMethodId: unchanged(input.paymentMethodId, current.paymentMethodId),
    });
    // A bill's payments are expenses.
    await assertCategoryFits(tx, userId, input.categoryId, "despesa");
    const householdId = chosen === undefined ? current.householdId : chosen;
    await assertHouseholdCategory(tx, { categoryId: input.categoryId, householdId });
    await tx
      .update(recurringPayments)
      .set({ ...toRecurringPaymentValues(input), householdId })
      .where(eq(recurringPayments.id, id));
    return getRecurringPayment(tx, userId, id);
  });
}
