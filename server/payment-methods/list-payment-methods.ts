import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { selectPaymentMethods } from "@/server/payment-methods/select-payment-methods";
import type { PaymentMethodJson } from "@/lib/schemas/payment-methods";

/**
 * GET /payment-method/list-all and the screens: alphabetically, accounts with their balance and
 * cards with their days and limit. `search` keeps the names containing it (case and accents ignored).
 */
export function listPaymentMethods(
  db: DbOrTx,
  userId: string,
  search = "",
): Promise<PaymentMethodJson[]> {
  return selectPaymentMethods(db, userId, { search });
}
