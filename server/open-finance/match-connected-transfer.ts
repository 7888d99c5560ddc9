import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import {
  openFinanceAccounts,
  openFinanceMoves,
  openFinanceTransactions,
  transactions,
  transfers,
} from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { centsToNumeric } from "@/lib/format/money";
import type { MappedBankTransaction } from "@/lib/domain/bank-transaction-mapping";
import type { RowContext } from "@/server/open-finance/write-bank-row";

type MappedRow = Extract<MappedBankTransaction, { kind: "transaction" }>;

/** How far apart the two sides of a transfer between connected accounts may be dated. */
const TRANSFER_DAYS = 2;

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
  const other = row.type === "despesa" ? "receita" : "despesa";
  const [twin] = await tx
    .select({
      id: transactions.id,
      day: transactions.transactionDate,
      paymentMethodId: openFinanceAccounts.paymentMethodId,
      pluggyId: openFinanceTransactions.pluggyTransactionId,
    })
    .from(openFinanceTransactions)
    .innerJoin(transactions, eq(transactions.id, openFinanceTransactions.transactionId))
    .innerJoin(openFinanceAccounts, eq(openFinanceAccounts.id, openFinanceTransactions.accountId))
    .where(
      and(
        eq(openFinanceTransactions.userId, ctx.userId),
        eq(openFinanceAccounts.userId, ctx.userId),
        eq(openFinanceAccounts.type, "BANK"),
        ne(openFinanceAccounts.id, ctx.account.id),
        eq(openFinanceTransactions.reconciled, false),
        eq(openFinanceTransactions.editedByUser, false),
        eq(transactions.valor, centsToNumeric(row.cents)),
        eq(transactions.transactionTypeId, ctx.typeIds[other]),
        sql`${transactions.transactionDate} between ${row.day}::date - ${TRANSFER_DAYS}::int and ${row.day}::date + ${TRANSFER_DAYS}::int`,
      ),
    )
    .orderBy(sql`abs(${transactions.transactionDate} - ${row.day}::date)`, transactions.createdAt)
    .limit(1);
  if (!twin?.paymentMethodId) return false;
  const outgoing = row.type === "despesa";
  const [transfer] = await tx
    .insert(transfers)
    .values({
      userId: ctx.userId,
      fromPaymentMethodId: outgoing ? ctx.account.paymentMethodId : twin.paymentMethodId,
      toPaymentMethodId: outgoing ? twin.paymentMethodId : ctx.account.paymentMethodId,
      amount: centsToNumeric(row.cents),
      transferDate: outgoing ? row.day : twin.day,
      description: row.description,
    })
    .returning({ id: transfers.id });
  await tx
    .delete(transactions)
    .where(and(eq(transactions.id, twin.id), eq(transactions.userId, ctx.userId)));
  await tx.insert(openFinanceMoves).values([
    { userId: ctx.userId, pluggyTransactionId: twin.pluggyId, transferId: transfer!.id },
    { userId: ctx.userId, pluggyTransactionId: row.pluggyId, transferId: transfer!.id },
  ]);
  return true;
}
