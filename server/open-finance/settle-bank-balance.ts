import "server-only";
import type { Cents } from "@/lib/format/money";
import { and, eq } from "drizzle-orm";
import { paymentMethods } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { floatToCents, subtractCents } from "@/lib/format/money";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";

/**
 * Makes a connected account's Bolso balance equal the bank's: the opening balance absorbs whatever
 * the rows Bolso holds (the synced window, hand-typed ones, transfers) do not explain, so the
 * computed balance as of today is the bank's `balance` after every sync.
 */
export async function settleBankBalance(
  tx: DbOrTx,
  userId: string,
  paymentMethodId: string,
  bankCents: Cents,
): Promise<void> {
  const owned = and(
    eq(paymentMethods.id, paymentMethodId),
    eq(paymentMethods.userId, userId),
    eq(paymentMethods.kind, "account"),
  );
  const [row] = await tx
    .select({ opening: paymentMethods.openingBalance })
    .from(paymentMethods)
    .where(owned)
    .for("update");
  const listed = (await listPaymentMethods(tx, userId)).find(
    (method) => method._id === paymentMethodId,
  );
  if (!row || listed?.balance == null) return;
  // The listed balance is a two-decimal number: back to centavos exactly.
  const opening = subtractCents(bankCents, subtractCents(floatToCents(listed.balance), row.opening));
  if (opening !== row.opening) {
    await tx
      .update(paymentMethods)
      .set({ openingBalance: opening })
      .where(owned);
  }
}
