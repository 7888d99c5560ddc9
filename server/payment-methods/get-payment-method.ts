import "server-only";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import { paymentMethodKind } from "@/server/payment-methods/payment-method-kind";
import { selectPaymentMethods } from "@/server/payment-methods/select-payment-methods";
import type { PaymentMethodJson } from "@/lib/schemas/payment-methods";

/** GET /payment-method/{id}: another user's payment method is "not found". */
export async function getPaymentMethod(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<PaymentMethodJson> {
  const [row] = await selectPaymentMethods(db, userId, { id });
  if (!row) throw notFound(paymentMethodKind.notFoundMessage);
  return row;
}
