import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { transactions } from "@/db/schema";
import { TRANSACTION_SEARCH_LIMIT } from "@/lib/schemas/transaction-search";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { searchCondition } from "@/server/shared/search-condition";
import { findTransactions } from "@/server/transactions/find-transactions";

/**
 * The user's transactions whose description contains `term` (ignoring case and accents), from
 * every month, newest first. The trigram index on the folded description finds rare words
 * without reading the whole history; common ones are met early walking the dates backwards.
 */
export async function searchTransactions(db: DbOrTx, userId: string, term: string): Promise<TransactionJson[]> {
  return findTransactions(db, userId, searchCondition(transactions.description, term), {
    limit: TRANSACTION_SEARCH_LIMIT,
  });
}
