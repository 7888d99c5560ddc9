import "server-only";
import { asc } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { transactionTypes } from "@/db/schema";
import type { TransactionTypeJson } from "@/lib/schemas/transactions";

/** The two fixed types (receita, despesa), inserted by a migration. */
export async function listTransactionTypes(db: DbOrTx): Promise<TransactionTypeJson[]> {
  const rows = await db.select().from(transactionTypes).orderBy(asc(transactionTypes.transactionType));
  return rows.map((row) => ({ _id: row.id, transactionType: row.transactionType }));
}
