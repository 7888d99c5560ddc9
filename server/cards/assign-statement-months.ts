import "server-only";
import { and, eq } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { paymentMethods, transactions } from "@/db/schema";
import { firstDay, monthOf } from "@/lib/domain/calendar";
import { statementOfPurchase } from "@/lib/domain/card-statement";
import { readPastDays } from "@/server/cards/card-past-days";
import { replaceCardItems } from "@/server/cards/place-card-items";

async function cardDays(tx: DbOrTx, userId: string, paymentMethodId: string | null) {
  if (!paymentMethodId) return null;
  const [row] = await tx
    .select({ kind: paymentMethods.kind, closingDay: paymentMethods.closingDay, dueDay: paymentMethods.dueDay })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, paymentMethodId), eq(paymentMethods.userId, userId)));
  if (row?.kind !== "credit_card" || row.closingDay === null || row.dueDay === null) return null;
  return { closingDay: row.closingDay, dueDay: row.dueDay };
}

/**
 * New purchases on a card join their fatura: the first that closes after the purchase day, and
 * parcela k the fatura k−1 months after parcela 1's. Nothing happens for an account.
 */
export async function assignStatementMonths(
  tx: DbOrTx,
  userId: string,
  paymentMethodId: string | null,
  rows: SQL,
): Promise<void> {
  const days = await cardDays(tx, userId, paymentMethodId);
  if (!days || !paymentMethodId) return;
  await replaceCardItems(tx, userId, {
    cardId: paymentMethodId,
    openMonth: null,
    days,
    past: await readPastDays(tx, paymentMethodId),
    only: rows,
  });
}

/**
 * After an edit: off a card, a transaction leaves its fatura; on one, a single purchase follows
 * its (possibly new) date, a parcela keeps its fatura unless it had none.
 */
export async function refreshCardStatement(tx: DbOrTx, userId: string, id: string): Promise<void> {
  const byId = and(eq(transactions.id, id), eq(transactions.userId, userId));
  const [row] = await tx
    .select({
      paymentMethodId: transactions.paymentMethodId,
      day: transactions.transactionDate,
      month: transactions.statementMonth,
      groupId: transactions.installmentGroupId,
    })
    .from(transactions)
    .where(byId);
  if (!row) return;
  const days = await cardDays(tx, userId, row.paymentMethodId);
  if (!days || !row.paymentMethodId) {
    if (row.month !== null) await tx.update(transactions).set({ statementMonth: null }).where(byId);
    return;
  }
  if (row.month === null) {
    await assignStatementMonths(tx, userId, row.paymentMethodId, eq(transactions.id, id));
    return;
  }
  if (row.groupId) return;
  const month = statementOfPurchase(row.day, days, await readPastDays(tx, row.paymentMethodId));
  if (month !== monthOf(row.month)) {
    await tx.update(transactions).set({ statementMonth: firstDay(month) }).where(byId);
  }
}
