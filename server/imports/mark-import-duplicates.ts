import "server-only";
import { and, eq, gte, lte } from "drizzle-orm";
import { openFinanceTransactions, transactions, transactionTypes } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { negateCents, numericToCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { addDays } from "@/lib/domain/due-alert";
import { markDuplicates } from "@/lib/import/mark-duplicates";
import { BANK_MATCH_DAYS, markBankCopies, type BankRow } from "@/lib/import/mark-bank-copies";
import { existingTransactionKeys } from "@/server/imports/existing-transaction-keys";

/** The rows a sync brought to the statement's account (any account when it has none), around its days. */
async function bankRowsNear(
  db: DbOrTx,
  userId: string,
  paymentMethodId: string | null,
  days: string[],
): Promise<BankRow[]> {
  if (days.length === 0) return [];
  const sorted = [...days].sort();
  const rows = await db
    .select({
      date: transactions.transactionDate,
      valor: transactions.valor,
      description: transactions.description,
      type: transactionTypes.transactionType,
    })
    .from(openFinanceTransactions)
    .innerJoin(transactions, eq(transactions.id, openFinanceTransactions.transactionId))
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .where(
      and(
        eq(openFinanceTransactions.userId, userId),
        eq(transactions.userId, userId),
        paymentMethodId ? eq(transactions.paymentMethodId, paymentMethodId) : undefined,
        gte(transactions.transactionDate, addDays(sorted[0]!, -BANK_MATCH_DAYS)),
        lte(transactions.transactionDate, addDays(sorted.at(-1)!, BANK_MATCH_DAYS)),
      ),
    );
  return rows.map((row) => {
    const amount = numericToCents(row.valor);
    return { date: row.date, description: row.description, cents: row.type === "despesa" ? negateCents(amount) : amount };
  });
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
