import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import { openFinanceIgnored, openFinanceTransactions, transactions, transactionTypes } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { centsToNumeric } from "@/lib/format/money";

/** What is kept of a bank row the person deleted or ignored, to list it and to write it again. */
export interface IgnoredSnapshot {
  pluggyTransactionId: string;
  status: string;
  description: string;
  /** The amount as PostgreSQL writes a numeric ("-12.34"): the snapshot is JSON, kept as it always was. */
  valor: string;
  type: string;
  day: string;
  rawDescription: string | null;
  counterparty: string | null;
  counterpartyDocument: string | null;
  pluggyCategoryId: string | null;
  pluggyCategory: string | null;
  mcc: string | null;
  merchantDocument: string | null;
  /** Absent from what was kept before the CNAE was stored. */
  merchantCnae?: string | null;
}

/**
 * Before the person's transactions matching `rows` are removed: the Pluggy id of each bank row
 * among them is remembered ("Ignorados"), so no later sync brings it back. A row already
 * remembered keeps its first reason.
 */
export async function rememberIgnoredRows(
  tx: DbOrTx,
  userId: string,
  rows: SQL,
  reason: "deleted" | "ignored",
): Promise<number> {
  const found = await tx
    .select({
      accountId: openFinanceTransactions.accountId,
      pluggyTransactionId: openFinanceTransactions.pluggyTransactionId,
      status: openFinanceTransactions.status,
      description: transactions.description,
      valor: transactions.valor,
      type: transactionTypes.transactionType,
      day: transactions.transactionDate,
      rawDescription: openFinanceTransactions.rawDescription,
      counterparty: openFinanceTransactions.counterparty,
      counterpartyDocument: openFinanceTransactions.counterpartyDocument,
      pluggyCategoryId: openFinanceTransactions.pluggyCategoryId,
      pluggyCategory: openFinanceTransactions.pluggyCategory,
      mcc: openFinanceTransactions.mcc,
      merchantDocument: openFinanceTransactions.merchantDocument,
      merchantCnae: openFinanceTransactions.merchantCnae,
    })
    .from(openFinanceTransactions)
    .innerJoin(transactions, eq(transactions.id, openFinanceTransactions.transactionId))
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .where(and(eq(openFinanceTransactions.userId, userId), eq(transactions.userId, userId), rows));
  if (found.length === 0) return 0;
  const inserted = await tx
    .insert(openFinanceIgnored)
    .values(
      found.map(({ accountId, ...snapshot }) => ({
        userId,
        pluggyTransactionId: snapshot.pluggyTransactionId,
        accountId,
        reason,
        description: snapshot.description.slice(0, 200),
        valor: snapshot.valor,
        type: snapshot.type,
        day: snapshot.day,
        snapshot: { ...snapshot, valor: centsToNumeric(snapshot.valor) } satisfies IgnoredSnapshot,
      })),
    )
    .onConflictDoNothing({ target: [openFinanceIgnored.userId, openFinanceIgnored.pluggyTransactionId] })
    .returning({ id: openFinanceIgnored.id });
  return inserted.length;
}
