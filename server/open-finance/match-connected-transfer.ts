import "server-only";
import { and, eq } from "drizzle-orm";
import { openFinanceMoves, transactions, transfers } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import type { MappedBankTransaction } from "@/lib/domain/bank-transaction-mapping";
import type { RowContext } from "@/server/open-finance/write-bank-row";
import { findBankRowsNear } from "@/server/shared/bank-rows-near";
import { BANK_MATCH_WINDOWS } from "@/lib/domain/bank-match-windows";

type MappedRow = Extract<MappedBankTransaction, { kind: "transaction" }>;

/**
 * A BANK row whose other side already arrived from another connected account of the person (same
 * amount, opposite direction, within 2 days, untouched by them) becomes one transfer: the other
 * side's transaction goes, and both Pluggy ids stay taken in `open_finance_moves`. Neither side
 * then counts as income or spending. Returns true when it did.
 */
export async function matchConnectedTransfer(
  tx: DbOrTx,
  ctx: RowContext,
  row: MappedRow,
): Promise<boolean> {
  if (ctx.account.type !== "BANK") return false;
  const [twin] = await findBankRowsNear(tx, {
    userId: ctx.userId,
    around: row.day,
    days: BANK_MATCH_WINDOWS.transfer,
    amount: { cents: row.cents, type: row.type === "despesa" ? "receita" : "despesa" },
    untouchedBank: { exceptAccountId: ctx.account.id },
    limit: 1,
  });
  if (!twin?.accountPaymentMethodId) return false;
  const outgoing = row.type === "despesa";
  const [transfer] = await tx
    .insert(transfers)
    .values({
      userId: ctx.userId,
      fromPaymentMethodId: outgoing ? ctx.account.paymentMethodId : twin.accountPaymentMethodId,
      toPaymentMethodId: outgoing ? twin.accountPaymentMethodId : ctx.account.paymentMethodId,
      amount: row.cents,
      transferDate: outgoing ? row.day : twin.day,
      description: row.description,
    })
    .returning({ id: transfers.id });
  await tx
    .delete(transactions)
    .where(and(eq(transactions.id, twin.transactionId), eq(transactions.userId, ctx.userId)));
  await tx.insert(openFinanceMoves).values([
    { userId: ctx.userId, pluggyTransactionId: twin.pluggyId, transferId: transfer!.id },
    { userId: ctx.userId, pluggyTransactionId: row.pluggyId, transferId: transfer!.id },
  ]);
  return true;
}
