import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { paymentMethods } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { ZERO_CENTS, type Cents } from "@/lib/format/money";
import { balanceSql } from "@/server/payment-methods/select-payment-methods";

/**
 * "Saldo em contas": the sum of the user's account balances as of today (credit cards hold no
 * balance), in centavos. Added up in SQL over exact `numeric`, never in JavaScript floats.
 */
export async function getAccountsBalanceCents(db: DbOrTx, userId: string): Promise<Cents> {
  const [row] = await db
    .select({
      total: sql<Cents>`coalesce(sum(${balanceSql(userId, todayInSaoPaulo())}), 0)::text`.mapWith(
        paymentMethods.openingBalance,
      ),
    })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.kind, "account")));
  return row?.total ?? ZERO_CENTS;
}
