import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { transactions } from "@/db/schema";
import { TRANSACTION_SEARCH_LIMIT } from "@/lib/schemas/transaction-search";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { searchCondition } from "@/server/shared/search-condition";
import { cachedForListVersion } from "@/server/shared/versioned-cache";
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

/**
 * GET /transaction/search: the same answer as JSON bytes. A term asked again (the palette
 * reopened, a word typed back) before anything of the user's changed is answered from memory;
 * the rows show only what bumps the list version (transactions and the names they point to).
 */
export function searchTransactionsJson(db: DbOrTx, userId: string, term: string): Promise<Uint8Array<ArrayBuffer>> {
  return cachedForListVersion(db, userId, `search:${term}`, async () =>
    JSON.stringify(await searchTransactions(db, userId, term)),
  );
}
