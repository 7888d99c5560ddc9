import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { payees, recurringPayments } from "@/db/schema";
import { NAME_MAX } from "@/lib/schemas/recurring-payments";
import type { RecurringPaymentJson } from "@/lib/schemas/recurring-payments";
import { recurringSuggestionMessages } from "@/lib/schemas/recurring-suggestions";
import { findSubscriptionSuggestions } from "@/server/recurring-payments/find-subscription-suggestions";
import { getRecurringPayment } from "@/server/recurring-payments/get-recurring-payment";

/**
 * POST /recurring-payments/suggestions/{id}/accept: follows the payee's subscription as a monthly
 * recurring payment (its name, latest amount and day, the category and payment method of its
 * latest charge) linked to the payee, so its next bank rows pay the occurrences. Another user's
 * payee, or one that is no longer a suggestion, is a 404; two accepts make one payment.
 */
export async function acceptRecurringSuggestion(db: Db, userId: string, payeeId: string): Promise<RecurringPaymentJson> {
  return db.transaction(async (tx) => {
    const [payee] = await tx
      .select({ id: payees.id })
      .from(payees)
      .where(and(eq(payees.id, payeeId), eq(payees.userId, userId)))
      .for("update");
    if (!payee) throw notFound(recurringSuggestionMessages.notFound);
    const [suggestion] = await findSubscriptionSuggestions(tx, userId, payeeId);
    if (!suggestion) throw notFound(recurringSuggestionMessages.notFound);
    const [row] = await tx
      .insert(recurringPayments)
      .values({
        userId,
        name: suggestion.payeeName.slice(0, NAME_MAX).trim(),
        amount: suggestion.amountCents,
        dueDay: suggestion.dueDay,
        frequency: "monthly",
        categoryId: suggestion.categoryId,
        paymentMethodId: suggestion.paymentMethodId,
        payeeId,
      })
      .returning({ id: recurringPayments.id });
    if (!row) throw new Error("insert returned no row");
    return getRecurringPayment(tx, userId, row.id);
  });
}
