import "server-only";
import { and, eq, sql } from "drizzle-orm";
import {
  openFinanceAccounts,
  openFinanceMoves,
  openFinanceTransactions,
  paymentMethods,
  transactions,
  transactionTypes,
  transfers,
} from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { absCents } from "@/lib/format/money";
import type { MappedBankTransaction } from "@/lib/domain/bank-transaction-mapping";
import { BANK_MATCH_WINDOWS } from "@/lib/domain/bank-match-windows";
import {
  CASH_ACCOUNT,
  INVESTMENTS_ACCOUNT,
  OTHER_ACCOUNTS,
  looksLikeTransfer,
  otherAccountName,
  ownMoneyMove,
} from "@/lib/domain/own-money-move";
import type { RowContext } from "@/server/open-finance/write-bank-row";
import { ownMoneyAccount } from "@/server/open-finance/own-money-account";

type MappedRow = Extract<MappedBankTransaction, { kind: "transaction" }>;

/** How far apart the two sides of one move may be dated. */
const MOVE_DAYS = BANK_MATCH_WINDOWS.ownMove;

const near = (column: typeof transfers.transferDate | typeof transactions.transactionDate, day: string) =>
  sql`${column} between ${day}::date - ${MOVE_DAYS}::int and ${day}::date + ${MOVE_DAYS}::int`;

/** A payment method no connected account maps to: kept by hand, or made for a move. */
const notConnected = (column: typeof paymentMethods.id) =>
  sql`not exists (select 1 from ${openFinanceAccounts} where ${openFinanceAccounts.paymentMethodId} = ${column})`;

/**
 * The other side of this own transfer, written earlier from another connected account of the
 * person to a stand-in account ("Outras contas", "Conta no …") with one bank row: this account
 * takes the stand-in's place, and the transfer is whole.
 */
async function joinEarlierSide(tx: DbOrTx, ctx: RowContext, row: MappedRow): Promise<boolean> {
  const incoming = row.type === "receita";
  const standIn = incoming ? transfers.toPaymentMethodId : transfers.fromPaymentMethodId;
  const [earlier] = await tx
    .select({ id: transfers.id })
    .from(transfers)
    .innerJoin(paymentMethods, eq(paymentMethods.id, standIn))
    .where(
      and(
        eq(transfers.userId, ctx.userId),
        eq(transfers.amount, absCents(row.cents)),
        near(transfers.transferDate, row.day),
        sql`(${paymentMethods.name} = ${OTHER_ACCOUNTS} or ${paymentMethods.name} like 'Conta no %')`,
        notConnected(paymentMethods.id),
        sql`${incoming ? transfers.fromPaymentMethodId : transfers.toPaymentMethodId} <> ${ctx.account.paymentMethodId}`,
        sql`(select count(*) from ${openFinanceMoves} m where m.transfer_id = ${transfers.id}) = 1`,
      ),
    )
    .orderBy(sql`abs(${transfers.transferDate} - ${row.day}::date)`, transfers.createdAt)
    .limit(1);
  if (!earlier) return false;
  await tx
    .update(transfers)
    .set(
      incoming
        ? { toPaymentMethodId: ctx.account.paymentMethodId }
        : { fromPaymentMethodId: ctx.account.paymentMethodId, transferDate: row.day },
    )
    .where(and(eq(transfers.id, earlier.id), eq(transfers.userId, ctx.userId)));
  await tx
    .insert(openFinanceMoves)
    .values({ userId: ctx.userId, pluggyTransactionId: row.pluggyId, transferId: earlier.id });
  return true;
}

/**
 * A row the person typed in an account they keep by hand (not connected) that is this bank row's
 * other side: the opposite direction, the same amount, within 2 days, not linked to any bank row.
 * Its account becomes the transfer's other side and the typed row goes (it was the same money).
 * Only a bank row meets a typed one: two typed rows are never paired.
 */
async function handKeptSide(tx: DbOrTx, ctx: RowContext, row: MappedRow): Promise<string | null> {
  const [typed] = await tx
    .select({ id: transactions.id, paymentMethodId: paymentMethods.id })
    .from(transactions)
    .innerJoin(paymentMethods, eq(paymentMethods.id, transactions.paymentMethodId))
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .where(
      and(
        eq(transactions.userId, ctx.userId),
        eq(paymentMethods.userId, ctx.userId),
        eq(paymentMethods.kind, "account"),
        notConnected(paymentMethods.id),
        eq(transactionTypes.transactionType, row.type === "despesa" ? "receita" : "despesa"),
        eq(transactions.valor, absCents(row.cents)),
        eq(transactions.isObjective, false),
        near(transactions.transactionDate, row.day),
        sql`not exists (select 1 from ${openFinanceTransactions} where ${openFinanceTransactions.transactionId} = ${transactions.id})`,
      ),
    )
    .orderBy(sql`abs(${transactions.transactionDate} - ${row.day}::date)`, transactions.createdAt)
    .limit(1);
  if (!typed) return null;
  await tx
    .delete(transactions)
    .where(and(eq(transactions.id, typed.id), eq(transactions.userId, ctx.userId)));
  return typed.paymentMethodId;
}

async function writeMove(tx: DbOrTx, ctx: RowContext, row: MappedRow, otherId: string) {
  const outgoing = row.type === "despesa";
  const [transfer] = await tx
    .insert(transfers)
    .values({
      userId: ctx.userId,
      fromPaymentMethodId: outgoing ? ctx.account.paymentMethodId : otherId,
      toPaymentMethodId: outgoing ? otherId : ctx.account.paymentMethodId,
      amount: absCents(row.cents),
      transferDate: row.day,
      description: row.description,
    })
    .returning({ id: transfers.id });
  await tx
    .insert(openFinanceMoves)
    .values({ userId: ctx.userId, pluggyTransactionId: row.pluggyId, transferId: transfer!.id });
}

/**
 * A posted row of a connected conta that only moves the person's own money becomes a transfer,
 * never income or spending, its Pluggy id kept in `open_finance_moves` so no sync writes it again:
 * - a same-person transfer (Pluggy 04…, or a Pix/TED to the holder's own CPF) joins its other side
 *   already written from another connected account, else meets a row typed in an account kept by
 *   hand, else goes to "Conta no <banco>" (the counterpart's bank) or "Outras contas";
 * - any other Pix, TED or transfer joins such an other side too, when one waits for it;
 * - an aplicação or resgate moves money to or from "Investimentos";
 * - a saque moves it to "Dinheiro";
 * - any other Pix or TED meets a row typed in an account kept by hand (the same money arriving
 *   there), and stays income or spending when none.
 * Without `mayMatch` (no row of the person has its amount) no typed side is looked for. The
 * stand-in accounts are made (as accounts) when missing and reused by name. Returns true when
 * the row became a move.
 */
export async function writeOwnMoneyMove(
  tx: DbOrTx,
  ctx: RowContext,
  row: MappedRow,
  { mayMatch = true }: { mayMatch?: boolean } = {},
): Promise<boolean> {
  if (ctx.account.type !== "BANK" || row.status !== "POSTED") return false;
  const kind = ownMoneyMove(row, ctx.owner ?? { document: null, fullName: null });
  if (kind === "investment" || kind === "cash") {
    const name = kind === "cash" ? CASH_ACCOUNT : INVESTMENTS_ACCOUNT;
    await writeMove(tx, ctx, row, await ownMoneyAccount(tx, ctx.userId, name));
    return true;
  }
  if (kind !== "own_transfer" && !looksLikeTransfer(row)) return false;
  // The other side of an own transfer already written from another connected account, whether or
  // not this side says so itself (a "TED RECEBIDA" with no category is the same money).
  if (await joinEarlierSide(tx, ctx, row)) return true;
  // No row of the person has this amount: no typed side to meet.
  const handKept = mayMatch ? await handKeptSide(tx, ctx, row) : null;
  if (handKept) {
    await writeMove(tx, ctx, row, handKept);
    return true;
  }
  if (kind !== "own_transfer") return false;
  const name = otherAccountName(row.facts.counterpartyBankCode);
  await writeMove(tx, ctx, row, await ownMoneyAccount(tx, ctx.userId, name));
  return true;
}

