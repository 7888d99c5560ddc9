import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import type { MappedBankTransaction } from "@/lib/domain/bank-transaction-mapping";
import { payCardFromDebit, writeCardPayment } from "@/server/cards";
import { confirmPending, createBankRow, linkCopy, type RowContext } from "@/server/open-finance/write-bank-row";
import { matchConnectedTransfer } from "@/server/open-finance/match-connected-transfer";
import { writeOwnMoneyMove } from "@/server/open-finance/write-own-money-move";

/** What became of one bank row. */
export type BankRowOutcome =
  /** A card's "pagamento recebido": a fatura payment, no transaction. */
  | { step: "fatura-payment" }
  /** Reconciled with what is on record: the account's side of a fatura payment, a transfer, an own move. */
  | { step: "fatura-debit" | "transfer" | "own-move" }
  /** Reconciled with a row on record, which it now is: a pending row, or one typed or imported. */
  | { step: "pending" | "copy"; id: string }
  /** A new transaction. */
  | { step: "new"; id: string };

/**
 * The order a bank row is matched in; the first step that takes it decides. Step 1 is the page's
 * (writeTransactionPage): a row whose Pluggy id is stored, moved or ignored is skipped. The windows
 * are BANK_MATCH_WINDOWS (lib/domain/bank-match-windows.ts):
 *
 * 2. A card's "pagamento recebido" is a fatura payment of the fatura that closed before it
 *    (`writeCardPayment`); the paying account's debit, if it came first, is taken over
 *    (`statementPayment`, 2 days).
 * 3. An account's POSTED debit that a connected card's payment already recorded as paid outside
 *    becomes that payment's source (`payCardFromDebit`, `statementPayment`, 2 days).
 * 4. A POSTED row whose other side arrived from another connected account becomes one transfer
 *    (`matchConnectedTransfer`, `transfer`, 2 days).
 * 5. An own money move: a Pix to the holder's CPF, an aplicação or resgate, a saque
 *    (`writeOwnMoneyMove`, `ownMove`, 2 days).
 * 6. A POSTED row confirms a PENDING row of the account under a new id (`confirmPending`,
 *    `copy`, 3 days).
 * 7. A row the person typed, or imported from a statement (OFX, CSV), is this one: it is linked
 *    (`linkCopy`, `copy`, 3 days). Two equally good ones go to review as "Possível duplicata".
 * 8. Otherwise it is a new transaction (`createBankRow`).
 *
 * Steps 3, 4, 6 and 7 look only when some row on record has the amount (`mayMatch`): most rows
 * then skip every query.
 */
export async function matchBankRow(
  tx: DbOrTx,
  ctx: RowContext,
  row: MappedBankTransaction,
  { mayMatch }: { mayMatch: boolean },
): Promise<BankRowOutcome> {
  if (row.kind === "card_payment") {
    await writeCardPayment(tx, { userId: ctx.userId, cardId: ctx.account.paymentMethodId, cents: row.cents, day: row.day });
    return { step: "fatura-payment" };
  }
  const posted = row.status === "POSTED";
  if (mayMatch && posted && ctx.account.type === "BANK" && row.type === "despesa") {
    const paid = await payCardFromDebit(tx, {
      userId: ctx.userId,
      accountPaymentMethodId: ctx.account.paymentMethodId,
      pluggyId: row.pluggyId,
      cents: row.cents,
      day: row.day,
    });
    if (paid) return { step: "fatura-debit" };
  }
  if (mayMatch && posted && (await matchConnectedTransfer(tx, ctx, row))) return { step: "transfer" };
  if (await writeOwnMoneyMove(tx, ctx, row, { mayMatch })) return { step: "own-move" };
  if (mayMatch) {
    const pending = await confirmPending(tx, ctx, row);
    if (pending) return { step: "pending", id: pending };
  }
  const copy = mayMatch ? await linkCopy(tx, ctx, row) : null;
  if (copy !== null && copy !== "ambiguous") return { step: "copy", id: copy.id };
  return { step: "new", id: await createBankRow(tx, ctx, row, { ambiguous: copy === "ambiguous" }) };
}
