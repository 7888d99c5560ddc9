import "server-only";
import type { Db } from "@/lib/server/db";
import { paymentMethods } from "@/db/schema";
import { PAYMENT_METHOD_STARTER_SET } from "@/lib/schemas/payment-methods";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";

/**
 * POST /payment-method/starter-set: Pix, cartões, Dinheiro, Boleto as accounts in one transaction,
 * skipping names that exist (in any case); answers the full list. Running it twice is harmless.
 */
export async function createStarterPaymentMethods(db: Db, userId: string) {
  return db.transaction(async (tx) => {
    await tx
      .insert(paymentMethods)
      .values(PAYMENT_METHOD_STARTER_SET.map((label) => ({ ...label, userId })))
      .onConflictDoNothing();
    return listPaymentMethods(tx, userId);
  });
}
