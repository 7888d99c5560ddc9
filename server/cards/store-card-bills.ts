import "server-only";
import { sql } from "drizzle-orm";
import type { CreditCardBills } from "pluggy-sdk";
import { openFinanceBills } from "@/db/schema-open-finance";
import type { Cents } from "@/lib/format/money";
import type { DbOrTx } from "@/lib/server/db";
import { ZERO_CENTS, floatToCents } from "@/lib/format/money";
import { day, firstDay, monthOf, shiftMonth } from "@/lib/domain/calendar";
import type { Day, Month } from "@/lib/domain/calendar";
import { sumStatements } from "@/server/cards/statement-sums";

export interface BillDifference {
  cardId: string;
  /** The fatura, as the first day of its due month. */
  month: Day;
  bankCents: Cents;
  /** What the items Bolso holds on the fatura add up to. */
  bolsoCents: Cents;
}

/** A bill's due date is a calendar day the SDK reads as UTC midnight. */
function dueMonth(bill: CreditCardBills): Month {
  const due = bill.dueDate instanceof Date ? bill.dueDate.toISOString() : String(bill.dueDate);
  return monthOf(day(due.slice(0, 10)));
}

/**
 * Keeps Pluggy's bills of a connected card as the totals of its faturas (the bank's figure wins
 * over the sum of the items) and returns every fatura where the two differ, for the sync to
 * report. Two bills due in one month: the later one read counts.
 */
export async function storeCardBills(
  tx: DbOrTx,
  userId: string,
  cardId: string,
  bills: CreditCardBills[],
): Promise<BillDifference[]> {
  if (bills.length === 0) return [];
  const byMonth = new Map(bills.map((bill) => [dueMonth(bill), bill]));
  const months = [...byMonth.keys()].sort();
  await tx
    .insert(openFinanceBills)
    .values(
      [...byMonth].map(([month, bill]) => ({
        userId,
        cardId,
        statementMonth: firstDay(month),
        pluggyBillId: bill.id.slice(0, 64),
        total: floatToCents(bill.totalAmount),
      })),
    )
    .onConflictDoUpdate({
      target: [openFinanceBills.cardId, openFinanceBills.statementMonth],
      set: {
        pluggyBillId: sql`excluded.pluggy_bill_id`,
        total: sql`excluded.total`,
        updatedAt: sql`now()`,
      },
      // Only a changed total rewrites the row (and moves the person's list version).
      setWhere: sql`${openFinanceBills.total} is distinct from excluded.total or ${openFinanceBills.pluggyBillId} is distinct from excluded.pluggy_bill_id`,
    });
  const sums = await sumStatements(tx, userId, {
    cardId,
    from: months[0]!,
    to: shiftMonth(months.at(-1)!, 1),
  });
  return [...byMonth.keys()]
    .map((month) => {
      const sum = sums.get(month);
      return {
        cardId,
        month: firstDay(month),
        bankCents: sum?.bankCents ?? ZERO_CENTS,
        bolsoCents: sum?.itemsCents ?? ZERO_CENTS,
      };
    })
    .filter((bill) => bill.bankCents !== bill.bolsoCents);
}
