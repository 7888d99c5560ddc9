import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/errors";
import { isOccurrence, isOwedOn, occurrenceId } from "@/lib/domain/due-day";
import { centsToReais, type Cents } from "@/lib/format/money";
import type { Day } from "@/lib/domain/calendar";
import { formatDateBR } from "@/lib/format/dates";
import { addMonths, daysInMonth, splitDay, toDay, todayInSaoPaulo } from "@/lib/domain/calendar";
import {
  recurringPaymentOccurrences,
  recurringPayments,
  transactions,
  transactionTypes,
} from "@/db/schema";
import { recurringPaymentMessages } from "@/lib/schemas/recurring-payments";
import { selectOccurrence } from "@/server/recurring-payments/select-occurrence";
import type { PaidOccurrenceJson } from "@/lib/schemas/recurring-payments";
import { emitTransactionEvents } from "@/server/transactions/emit-transaction-events";
import { accessHouseholdItem } from "@/server/shared/household-access";
import { billExpenseOwner } from "@/server/recurring-payments/bill-expense-owner";

/** How far ahead an occurrence may be paid: to the end of the same month a year from today. */
const PAY_AHEAD_MONTHS = 12;

function lastPayableDay(today: Day): string {
  const { year, month } = splitDay(addMonths(today, PAY_AHEAD_MONTHS));
  return toDay(year, month, daysInMonth(year, month));
}

/**
 * Marks one occurrence paid (a due date of this payment, on or after the day it was created):
 * records the expense (the amount paid — the payment's own unless `amountCents` says otherwise, which
 * leaves the payment's amount as it is — its category and method, dated on the day it was paid —
 * today in São Paulo unless `paidOn` says otherwise — described by its name) and the occurrence,
 * which stays the one that was due, in one database transaction. The due date must be one of the
 * payment's occurrences within its life: from the day it was created (a one-off bill: its own date)
 * to the end of the month a year from today (enough to pay a yearly bill early; a date beyond it,
 * such as 9999-12-10, is a mistake, not a bill, and would record today's expense for it).
 *
 * Paying twice records one expense: the occurrence is inserted first with ON CONFLICT DO NOTHING on
 * (payment, due date), and only the request that inserted it writes the transaction. A concurrent
 * second request waits on the unique index until the first commits, then inserts nothing (or, if
 * the first rolled back, takes its place). Once it commits, the expense recorded is a
 * `transaction.created` event.
 *
 * A household bill is paid by any member who is not "Só ver" (403): its expense is a row "da
 * casa", written as `billExpenseOwner` says, and its occurrence stays the bill's owner's.
 */
export async function payRecurringPayment(
  db: Db,
  userId: string,
  {
    id,
    dueDate,
    paidOn = todayInSaoPaulo(),
    amountCents,
    today = todayInSaoPaulo(),
  }: { id: string; dueDate: Day; paidOn?: Day; amountCents?: Cents | null; today?: Day },
): Promise<{ occurrence: PaidOccurrenceJson; created: boolean }> {
  const lastDay = lastPayableDay(today);
  const result = await db.transaction(async (tx) => {
    await accessHouseholdItem(tx, { userId, id, mode: "write", table: recurringPayments, notFoundMessage: recurringPaymentMessages.notFound });
    const [payment] = await tx.select().from(recurringPayments).where(eq(recurringPayments.id, id)).for("key share");
    if (!payment) throw notFound(recurringPaymentMessages.notFound);
    if (!isOccurrence(payment.frequency, payment.dueDay, dueDate)) {
      throw new AppError("bad_request", recurringPaymentMessages.notAnOccurrence);
    }
    // The dashboard never lists an unpaid date before the payment existed, so none can be paid.
    if (!isOwedOn(payment.frequency, payment.createdAt, dueDate)) {
      throw new AppError("bad_request", recurringPaymentMessages.beforeCreation(payment.createdAt));
    }
    if (dueDate > lastDay) {
      throw new AppError(
        "bad_request",
        `Um vencimento pode ser pago com até ${PAY_AHEAD_MONTHS} meses de antecedência: ${formatDateBR(dueDate)} fica depois de ${formatDateBR(lastDay)}.`,
      );
    }

    const json = (
      transactionId: string | null,
      paidDay: Day | null,
      amount: Cents,
    ): PaidOccurrenceJson => ({
      _id: occurrenceId(payment.id, dueDate),
      recurringPaymentId: payment.id,
      name: payment.name,
      dueDate,
      amount: centsToReais(amount),
      isPaid: true,
      paidOn: paidDay,
      transactionId,
    });

    const [inserted] = await tx
      .insert(recurringPaymentOccurrences)
      .values({ userId: payment.userId, recurringPaymentId: payment.id, dueDate })
      .onConflictDoNothing({
        target: [
          recurringPaymentOccurrences.recurringPaymentId,
          recurringPaymentOccurrences.dueDate,
        ],
      })
      .returning({ id: recurringPaymentOccurrences.id });
    if (!inserted) {
      const [existing] = await selectOccurrence(tx, payment.userId, { recurringPaymentId: payment.id, dueDate });
      const transactionId = existing?.transactionId ?? null;
      const [paid] = transactionId
        ? await tx
            .select({ day: transactions.transactionDate, valor: transactions.valor })
            .from(transactions)
            .where(eq(transactions.id, transactionId))
        : [];
      return {
        occurrence: json(transactionId, paid?.day ?? null, paid?.valor ?? payment.amount),
        created: false,
        ownerId: userId,
      };
    }

    const [expenseType] = await tx
      .select({ id: transactionTypes.id })
      .from(transactionTypes)
      .where(eq(transactionTypes.transactionType, "despesa"));
    if (!expenseType) throw new AppError("unavailable", "Tipos de transação não encontrados.");

    const valor = amountCents ?? payment.amount;
    const owner = await billExpenseOwner(tx, userId, payment);
    const [transaction] = await tx
      .insert(transactions)
      .values({
        ...owner,
        createdBy: userId,
        household: payment.householdId !== null,
        description: payment.name,
        valor,
        transactionDate: paidOn,
        transactionTypeId: expenseType.id,
        categoryId: payment.categoryId,
      })
      .returning({ id: transactions.id });
    if (!transaction) throw new Error("insert returned no row");
    await tx
      .update(recurringPaymentOccurrences)
      .set({ transactionId: transaction.id })
      .where(eq(recurringPaymentOccurrences.id, inserted.id));
    return { occurrence: json(transaction.id, paidOn, valor), created: true, ownerId: owner.userId };
  });
  if (result.created && result.occurrence.transactionId) {
    await emitTransactionEvents(db, result.ownerId, "transaction.created", [result.occurrence.transactionId]);
  }
  return { occurrence: result.occurrence, created: result.created };
}
