import "server-only";
import { and, gte, lt, or } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { amountSearchRange, foldForSearch } from "@/lib/search";
import { transactions } from "@/db/schema";
import { TRANSACTION_SEARCH_LIMIT } from "@/lib/schemas/transaction-search";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { searchCondition } from "@/server/shared/search-condition";
import { tagCondition } from "@/server/shared/transaction-tag-sql";
import { cachedForListVersion } from "@/server/shared/versioned-cache";
import { findTransactions } from "@/server/transactions/find-transactions";

/** What a search asks: a description term, a tag, or both ("" for none). */
interface TransactionSearch {
  q: string;
  tag: string;
}

/**
 * The user's transactions whose description contains `q` (ignoring case and accents), or whose
 * amount it names when it reads as one ("412" finds R$ 412,37; lib/search.ts), and that carry
 * `tag` when one is named, from every month, newest first. The trigram index on the folded
 * description finds rare words without reading the whole history; common ones are met early
 * walking the dates backwards, in a household each part of the visible rows on its own
 * (`inParts`).
 */
export async function searchTransactions(
  db: DbOrTx,
  userId: string,
  { q, tag = "" }: { q: string; tag?: string },
): Promise<TransactionJson[]> {
  const range = amountSearchRange(q);
  const byText = searchCondition(transactions.description, q);
  const matches = range
    ? or(byText, and(gte(transactions.valor, range.min), lt(transactions.valor, range.max)))
    : byText;
  return findTransactions(db, userId, and(matches, tagCondition(userId, tag)), {
    limit: TRANSACTION_SEARCH_LIMIT,
    inParts: true,
  });
}

/**
 * GET /transaction/search: the same answer as JSON bytes. A search asked again (the palette
 * reopened, a word typed back) before anything of the user's changed is answered from memory;
 * the rows show only what bumps the list version (transactions, their tags and the names they
 * point to).
 */
export function searchTransactionsJson(db: DbOrTx, userId: string, search: TransactionSearch): Promise<Uint8Array<ArrayBuffer>> {
  const key = `search:${search.q}${search.tag ? `\u0000tag:${foldForSearch(search.tag)}` : ""}`;
  return cachedForListVersion(db, userId, key, async () =>
    JSON.stringify(await searchTransactions(db, userId, { q: search.q, tag: search.tag })),
  );
}
