import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { transactions } from "@/db/schema";
import { findTransactions } from "@/server/transactions/find-transactions";
import { transactionMessages } from "@/lib/schemas/transactions";
import type { TransactionJson } from "@/lib/schemas/transactions";

/** One of the user's transactions, populated; anyone else's is not found. */
export async function getTransaction(db: DbOrTx, userId: string, id: string): Promise<TransactionJson> {
  const [row] = await findTransactions(db, userId, eq(transactions.id, id));
  if (!row) throw notFound(transactionMessages.notFound);
  return row;
}
