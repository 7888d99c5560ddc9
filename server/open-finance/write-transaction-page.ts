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
import { assignStatementMonths } from "@/server/cards";
import type { RowContext } from "@/server/open-finance/write-bank-row";
import { matchBankRow } from "@/server/open-finance/match-bank-row";
import { amountsOnRecord } from "@/server/open-finance/amounts-on-record";

export interface PageTotals {
  created: number;
  reconciled: number;
  skipped: number;
}

/**
 * Writes one page of an account's bank rows, inside the caller's transaction and under the item's
 * lock: rows whose Pluggy id is already stored, moved or ignored are skipped (a resync, a replayed
 * webhook: step 1 of the matching order), the rest matched once by `matchBankRow`; new card items
 * then join their faturas.
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
    // Nothing on record has this amount: no twin, copy, transfer side or card payment to find.
    const mayMatch = amounts.has(mapped.cents);
    amounts.add(mapped.cents);
    const outcome = await matchBankRow(tx, ctx, mapped, { mayMatch });
    if (outcome.step === "fatura-payment") totals.skipped += 1;
    else if (outcome.step === "new") {
      totals.created += 1;
      totals.createdIds.push(outcome.id);
      if (ctx.account.type === "CREDIT") cardItems.push(outcome.id);
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
