import { randomUUID } from "node:crypto";
import { openFinanceAccounts, openFinanceIgnored, openFinanceItems, openFinanceTransactions } from "@/db/schema-open-finance";
import { transactions } from "@/db/schema";
import { db } from "@/lib/server/db";
import { day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";

/** A row as a sync leaves it: a despesa with its bank side row, not yet reviewed. */
export async function createBankTransaction(userId: string, despesaTypeId: string): Promise<string> {
  const [row] = await db
    .insert(transactions)
    .values({ userId, description: "Padaria do banco", valor: cents(1250), transactionDate: day("2026-03-03"), transactionTypeId: despesaTypeId })
    .returning({ id: transactions.id });
  await db.insert(openFinanceTransactions).values({ transactionId: row!.id, userId, pluggyTransactionId: randomUUID(), status: "POSTED" });
  return row!.id;
}

/**
 * A second connected account of a bank connection of the caller's (its own item, so the sync the
 * stand-in may run for the first one never touches it), waiting to be linked, and a row of it the
 * person ignored.
 */
export async function createBankAccountAndIgnoredRow(
  userId: string,
): Promise<{ bankAccountId: string; ignoredBankRowId: string }> {
  const [item] = await db
    .insert(openFinanceItems)
    .values({ userId, pluggyItemId: randomUUID(), institutionName: "Banco Inter", status: "UPDATED" })
    .returning({ id: openFinanceItems.id });
  const [account] = await db
    .insert(openFinanceAccounts)
    .values({ userId, itemId: item!.id, pluggyAccountId: randomUUID(), type: "BANK", name: "Conta corrente", linkState: "pending" })
    .returning({ id: openFinanceAccounts.id });
  const [ignored] = await db
    .insert(openFinanceIgnored)
    .values({
      userId,
      pluggyTransactionId: randomUUID(),
      accountId: account!.id,
      reason: "ignored",
      description: "Tarifa do banco",
      valor: cents(990),
      type: "despesa",
      day: day("2026-03-04"),
      snapshot: {},
    })
    .returning({ id: openFinanceIgnored.id });
  return { bankAccountId: account!.id, ignoredBankRowId: ignored!.id };
}
