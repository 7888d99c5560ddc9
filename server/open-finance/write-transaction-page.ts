import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import {
  openFinanceIgnored,
  openFinanceMoves,
  openFinanceTransactions,
  transactions,
} from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { mapBankTransaction, type BankTransaction } from "@/lib/domain/bank-transaction-mapping";
import { assignStatementMonths, writeCardPayment, payCardFromDebit } from "@/server/cards";
import { writeBankRow, type RowContext } from "@/server/open-finance/write-bank-row";
import { matchConnectedTransfer } from "@/server/open-finance/match-connected-transfer";
import { writeOwnMoneyMove } from "@/server/open-finance/write-own-money-move";
import { amountsOnRecord } from "@/server/open-finance/amounts-on-record";

export interface PageTotals {
  created: number;
  reconciled: number;
  skipped: number;
}

/**
 * Writes one page of an account's bank rows, inside the caller's transaction and under the item's
 * lock: rows whose Pluggy id is already stored are skipped (a resync, a replayed webhook), the rest
 * written once; new card items then join their faturas.
 */
export async function writeTransactionPage(
  tx: DbOrTx,
  ctx: RowContext,
  rows: BankTransaction[],
): Promise<PageTotals & { createdIds: string[] }> {
  const totals = { created: 0, reconciled: 0, skipped: 0, createdIds: [] as string[] };
  if (rows.length === 0) return totals;
  const ids = rows.map((row) => row.id);
  const stored = await tx
    .select({ id: openFinanceTransactions.pluggyTransactionId })
    .from(openFinanceTransactions)
    .where(
      and(
        eq(openFinanceTransactions.userId, ctx.userId),
        inArray(openFinanceTransactions.pluggyTransactionId, ids),
      ),
    );
  const moved = await tx
    .select({ id: openFinanceMoves.pluggyTransactionId })
    .from(openFinanceMoves)
    .where(
      and(
        eq(openFinanceMoves.userId, ctx.userId),
        inArray(openFinanceMoves.pluggyTransactionId, ids),
      ),
    );
  // A bank row the person deleted or ignored stays gone.
  const ignored = await tx
    .select({ id: openFinanceIgnored.pluggyTransactionId })
    .from(openFinanceIgnored)
    .where(
      and(
        eq(openFinanceIgnored.userId, ctx.userId),
        inArray(openFinanceIgnored.pluggyTransactionId, ids),
      ),
    );
  const known = new Set([...stored, ...moved, ...ignored].map((row) => row.id));
  const amounts = await amountsOnRecord(tx, ctx.userId);
  const cardItems: string[] = [];
  for (const row of rows) {
    if (known.has(row.id)) {
      totals.skipped += 1;
      continue;
    }
    known.add(row.id);
    const mapped = mapBankTransaction(row, ctx.account.type);
    if (!mapped) {
      totals.skipped += 1;
      continue;
    }
    if (mapped.kind === "card_payment") {
      await writeCardPayment(tx, ctx.userId, ctx.account.paymentMethodId, mapped.cents, mapped.day);
      amounts.add(mapped.cents);
      totals.skipped += 1;
      continue;
    }
    // Nothing on record has this amount: no twin, copy, transfer side or card payment to find.
    const mayMatch = amounts.has(mapped.cents);
    amounts.add(mapped.cents);
    const paidCard =
      mayMatch &&
      mapped.status === "POSTED" &&
      ctx.account.type === "BANK" &&
      mapped.type === "despesa" &&
      (await payCardFromDebit(
        tx,
        ctx.userId,
        ctx.account.paymentMethodId,
        mapped.pluggyId,
        mapped.cents,
        mapped.day,
      ));
    if (
      paidCard ||
      (mayMatch && mapped.status === "POSTED" && (await matchConnectedTransfer(tx, ctx, mapped))) ||
      (await writeOwnMoneyMove(tx, ctx, mapped, { mayMatch }))
    ) {
      totals.reconciled += 1;
      continue;
    }
    const written = await writeBankRow(tx, ctx, mapped, { mayMatch });
    if (written.created) {
      totals.created += 1;
      totals.createdIds.push(written.id);
      if (ctx.account.type === "CREDIT") cardItems.push(written.id);
    } else totals.reconciled += 1;
  }
  if (cardItems.length > 0) {
    await assignStatementMonths(
      tx,
      ctx.userId,
      ctx.account.paymentMethodId,
      inArray(transactions.id, cardItems),
    );
  }
  return totals;
}
