import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { deleteLabelFor } from "@/server/labels/delete-label";
import { paymentMethodKind } from "@/server/payment-methods/payment-method-kind";
import { ownPaymentMethod } from "@/server/shared/household-access";

const deleteOwn = deleteLabelFor(paymentMethodKind);

/**
 * DELETE /payment-method/{id}: its transactions and recurring payments stay, without it. Only its
 * owner deletes it: a member it is shared with gets a 403.
 */
export async function deletePaymentMethod(db: DbOrTx, userId: string, id: string): Promise<void> {
  await ownPaymentMethod(db, { userId, id, notFoundMessage: paymentMethodKind.notFoundMessage });
  await deleteOwn(db, userId, id);
}
