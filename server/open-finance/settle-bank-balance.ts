import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { paymentMethods } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { centsToDecimal } from "@/lib/format/money";
import { balanceSql } from "@/server/payment-methods/select-payment-methods";

/**
 * Makes a connected account's Bolso balance equal the bank's: the opening balance absorbs whatever
 * the rows Bolso holds (the synced window, hand-typed ones, transfers) do not explain, so the
 * computed balance as of today is the bank's `balance` after every sync.
 */
export async function settleBankBalance(tx: DbOrTx, userId: string, paymentMethodId: string, bankCents: number, today: string): Promise<void> {
  await tx
    .update(paymentMethods)
    .set({ openingBalance: sql`${centsToDecimal(bankCents)}::numeric - (${balanceSql(userId, today)} - ${paymentMethods.openingBalance})` })
    .where(and(eq(paymentMethods.id, paymentMethodId), eq(paymentMethods.userId, userId), eq(paymentMethods.kind, "account")));
}
