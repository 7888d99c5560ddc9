import type { Cents } from "@/lib/format/money";
import { duplicateKey } from "@/lib/import/mark-duplicates";
import { BANK_MATCH_WINDOWS } from "@/lib/domain/bank-match-windows";
import { daysBetween, parseDay } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";

/** A transaction a sync brought: its day, signed centavos (negative is money out) and text. */
export interface BankRow {
  date: Day;
  cents: Cents;
  description: string;
}

/**
 * A statement row is a copy of a row the bank already brought to the same account when it has
 * the same centavos and direction within 3 days, whatever its text (a bank's OFX says "COMPRA
 * CARTAO DEB IFOOD" where the sync says "iFood"). Each bank row absorbs one statement row, the
 * nearest first; a bank row a row already marked absorbed (same day, amount and text) is used up.
 */
export function markBankCopies<T extends { date: string; cents: Cents; description: string; duplicate: boolean }>(
  rows: T[],
  bank: readonly BankRow[],
): T[] {
  const left = [...bank];
  for (const row of rows) {
    if (!row.duplicate) continue;
    const key = duplicateKey(row.date, row.cents, row.description);
    const index = left.findIndex((b) => duplicateKey(b.date, b.cents, b.description) === key);
    if (index >= 0) left.splice(index, 1);
  }
  return rows.map((row) => {
    const day = parseDay(row.date);
    if (row.duplicate || day === null) return row;
    let best = -1;
    let bestDistance = Infinity;
    left.forEach((b, index) => {
      const distance = Math.abs(daysBetween(day, b.date));
      if (b.cents === row.cents && distance <= BANK_MATCH_WINDOWS.copy && distance < bestDistance) {
        best = index;
        bestDistance = distance;
      }
    });
    if (best < 0) return row;
    left.splice(best, 1);
    return { ...row, duplicate: true };
  });
}
