import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { negateCents, type Cents } from "@/lib/format/money";
import { markDuplicates } from "@/lib/import/mark-duplicates";
import { markBankCopies, type BankRow } from "@/lib/import/mark-bank-copies";
import { BANK_MATCH_WINDOWS } from "@/lib/domain/bank-match-windows";
import { existingTransactionKeys } from "@/server/imports/existing-transaction-keys";
import { findBankRowsNear } from "@/server/shared/bank-rows-near";

/** The rows a sync brought to the statement's account (any account when it has none), around its days. */
async function bankRowsNear(
  db: DbOrTx,
  userId: string,
  paymentMethodId: string | null,
  days: string[],
): Promise<BankRow[]> {
  if (days.length === 0) return [];
  const sorted = [...days].sort();
  const rows = await findBankRowsNear(db, {
    userId,
    around: [sorted[0]!, sorted.at(-1)!],
    days: BANK_MATCH_WINDOWS.copy,
    paymentMethodId: paymentMethodId ?? undefined,
  });
  return rows.map((row) => ({
    date: row.day,
    description: row.description,
    cents: row.type === "despesa" ? negateCents(row.cents) : row.cents,
  }));
}

/**
 * Marks the statement rows the person already has: a transaction with the same day, amount and
 * text, or a row a sync brought to the same account within 3 days (the rule a sync follows with
 * rows typed or imported before it).
 */
export async function markImportDuplicates<T extends { date: string; cents: Cents; description: string; fitid?: string }>(
  db: DbOrTx,
  userId: string,
  paymentMethodId: string | null,
  rows: T[],
): Promise<Array<T & { duplicate: boolean }>> {
  const days = rows.map((row) => row.date);
  const existing = await existingTransactionKeys(db, userId, days);
  const bank = await bankRowsNear(db, userId, paymentMethodId, days);
  return markBankCopies(markDuplicates(rows, existing), bank);
}
