import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import type { PaymentMethodJson } from "@/lib/schemas/payment-methods";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";

/** The user's accounts (credit cards left out), alphabetically, each with its balance as of today. */
export async function listAccounts(db: DbOrTx, userId: string): Promise<PaymentMethodJson[]> {
  return (await listPaymentMethods(db, userId)).filter((method) => method.kind === "account");
}
