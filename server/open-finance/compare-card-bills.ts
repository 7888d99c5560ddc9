import "server-only";
import type { Cents } from "@/lib/format/money";
import type { CreditCardBills } from "pluggy-sdk";
import type { DbOrTx } from "@/lib/server/db";
import { ZERO_CENTS, floatToCents } from "@/lib/format/money";
import { addStatementMonths, statementMonthOfDay, statementMonthToDate } from "@/lib/domain/card-statement";
import { sumStatements } from "@/server/shared/statement-sums";

export interface BillDifference {
  cardId: string;
  /** The fatura, as the first day of its due month. */
  month: string;
  bankCents: Cents;
  bolsoCents: Cents;
}

/** A bill's due date is a calendar day the SDK reads as UTC midnight. */
function dueMonth(bill: CreditCardBills): string {
  const due = bill.dueDate instanceof Date ? bill.dueDate.toISOString() : String(bill.dueDate);
  return statementMonthOfDay(due.slice(0, 10));
}

/**
 * Pluggy's bills against the faturas Bolso computes for the same card: every fatura where the
 * bank's total differs from Bolso's, for the sync to report (the bank's figure is the true one).
 */
export async function compareCardBills(
  tx: DbOrTx,
  userId: string,
  cardId: string,
  bills: CreditCardBills[],
): Promise<BillDifference[]> {
  if (bills.length === 0) return [];
  const months = bills.map(dueMonth).sort();
  const sums = await sumStatements(
    tx,
    userId,
    cardId,
    months[0]!,
    addStatementMonths(months.at(-1)!, 1),
  );
  return bills
    .map((bill) => {
      const month = dueMonth(bill);
      return {
        cardId,
        month: statementMonthToDate(month),
        bankCents: floatToCents(bill.totalAmount),
        bolsoCents: sums.get(month)?.totalCents ?? ZERO_CENTS,
      };
    })
    .filter((bill) => bill.bankCents !== bill.bolsoCents);
}
