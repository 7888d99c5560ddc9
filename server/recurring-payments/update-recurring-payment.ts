import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { recurringPayments } from "@/db/schema";
import { assertOwnedReferences } from "@/server/shared/assert-owned-references";
import { assertCategoryFits } from "@/server/shared/assert-category-fits";
import { accessHouseholdItem } from "@/server/shared/household-access";
import { assertHouseholdCategory, assertMayMakePersonal, householdIdFor } from "@/server/shared/household-items";
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
    const item = await accessHouseholdItem(tx, {
      userId,
      id,
      mode: "write",
      table: recurringPayments,
      notFoundMessage: recurringPaymentMessages.notFound,
    });
    const [current] = await tx
      .select({ categoryId: recurringPayments.categoryId, paymentMethodId: recurringPayments.paymentMethodId })
      .from(recurringPayments)
      .where(eq(recurringPayments.id, id))
      .for("update");
    if (!current) throw notFound(recurringPaymentMessages.notFound);
    const unchanged = (ref: string | null, was: string | null) => (ref === was ? null : ref);
    await assertOwnedReferences(tx, userId, {
      categoryId: unchanged(input.categoryId, current.categoryId),
      paymentMethodId: unchanged(input.paymentMethodId, current.paymentMethodId),
    });
    // A bill's payments are expenses.
    await assertCategoryFits(tx, userId, input.categoryId, "despesa");
    assertMayMakePersonal(input.household, item.own);
    const chosen = await householdIdFor(tx, userId, input.household);
    const householdId = chosen === undefined ? item.householdId : chosen;
    await assertHouseholdCategory(tx, { categoryId: input.categoryId, householdId });
    await tx
      .update(recurringPayments)
      .set({ ...toRecurringPaymentValues(input), householdId })
      .where(eq(recurringPayments.id, id));
    return getRecurringPayment(tx, userId, id);
  });
}
