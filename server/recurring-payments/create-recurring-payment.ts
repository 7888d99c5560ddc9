import "server-only";
import type { Db } from "@/lib/server/db";
import { recurringPayments } from "@/db/schema";
import { assertOwnedReferences } from "@/server/shared/assert-owned-references";
import { assertCategoryFits } from "@/server/shared/assert-category-fits";
import { assertHouseholdCategory, householdIdFor } from "@/server/shared/household-items";
import { getRecurringPayment } from "@/server/recurring-payments/get-recurring-payment";
import { toRecurringPaymentValues } from "@/server/recurring-payments/to-recurring-payment-values";
import type {
  RecurringPaymentInput,
  RecurringPaymentJson,
} from "@/lib/schemas/recurring-payments";

/**
 * A new recurring payment (active and monthly unless told otherwise); `household: true` makes it
 * a bill of the household's, whose category (if any) must be a household category.
 */
export async function createRecurringPayment(
  db: Db,
  userId: string,
  input: RecurringPaymentInput,
): Promise<RecurringPaymentJson> {
  return db.transaction(async (tx) => {
    await assertOwnedReferences(tx, userId, input);
    // A bill's payments are expenses.
    await assertCategoryFits(tx, userId, input.categoryId, "despesa");
    const householdId = (await householdIdFor(tx, userId, input.household ?? false)) ?? null;
    await assertHouseholdCategory(tx, { categoryId: input.categoryId, householdId });
    const [row] = await tx
      .insert(recurringPayments)
      .values({ userId, ...toRecurringPaymentValues(input), householdId })
      .returning({ id: recurringPayments.id });
    if (!row) throw new Error("insert returned no row");
    return getRecurringPayment(tx, userId, row.id);
  });
}
