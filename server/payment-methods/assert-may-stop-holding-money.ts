import "server-only";
import { sql } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import { cardPayments, paymentMethods, transfers } from "@/db/schema";

export const holdsMoneyMessage = (name: string) =>
  `"${name}" guarda dinheiro (saldo inicial, transferências, pagamentos de fatura ou meios que saem dela) e continua sendo uma conta.`;

/**
 * An account stops being one only when nothing but its own transactions made its balance: an
 * opening balance, a transfer, a fatura paid from it or a method drawing from it would lose money.
 */
export async function assertMayStopHoldingMoney(
  tx: DbOrTx,
  userId: string,
  account: { id: string; name: string },
  openingBalanceCents: number,
): Promise<void> {
  const [row] = await tx
    .select({
      holds: sql<boolean>`exists (select 1 from ${transfers} where ${transfers.userId} = ${userId}
          and (${transfers.fromPaymentMethodId} = ${account.id} or ${transfers.toPaymentMethodId} = ${account.id}))
        or exists (select 1 from ${cardPayments} where ${cardPayments.fromPaymentMethodId} = ${account.id})
        or exists (select 1 from ${paymentMethods} where ${paymentMethods.userId} = ${userId}
          and ${paymentMethods.accountId} = ${account.id})`,
    })
    .from(sql`(select 1) as one`);
  if (openingBalanceCents !== 0 || row?.holds) throw new AppError("conflict", holdsMoneyMessage(account.name));
}
