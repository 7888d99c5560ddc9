import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { foldForSearch } from "@/lib/search";
import { cachedForListVersion } from "@/server/shared/versioned-cache";
import {
  findTransactions,
  findTransactionsJsonText,
} from "@/server/transactions/find-transactions";
import { sumTransactions } from "@/server/transactions/sum-transactions";
import { transactionFilter } from "@/server/transactions/transaction-filter";
import type { ListAllQuery } from "@/lib/schemas/transaction-list-page";
import type { MonthQuery } from "@/lib/schemas/month-query";
import type { TransactionJson } from "@/lib/schemas/transactions";

const wholeMonth = (viewer: string, { year, month }: MonthQuery, tag = "", payeeId?: string) =>
  transactionFilter({ year, month, type: null, categoryId: null, q: "", tag, payeeId }, viewer);

/** The month's transactions, newest day first (then newest created); the first `limit` if given. */
export function listTransactions(
  db: DbOrTx,
  userId: string,
  month: MonthQuery,
  limit?: number,
): Promise<TransactionJson[]> {
  return findTransactions(db, userId, wholeMonth(userId, month), { limit });
}

export interface TransactionListPage {
  /** The page's rows as JSON array bytes, ready to send. */
  body: Uint8Array<ArrayBuffer>;
  /** How many transactions the whole month holds. */
  total: number;
}

/**
 * GET /transaction/list-all: page `page` of the month (of one tag's or one payee's rows when set), `pageSize` rows, as the JSON text
 * PostgreSQL wrote, and the month's count. A page past the end is empty. Read again before
 * anything of the user's changed, both come from memory: one indexed lookup of the list version.
 */
export async function listTransactionsJson(
  db: DbOrTx,
  userId: string,
  { year, month, page, pageSize, tag, payeeId }: ListAllQuery,
): Promise<TransactionListPage> {
  const where = wholeMonth(userId, { year, month }, tag, payeeId);
  const tagKey = (tag ? `:tag:${foldForSearch(tag)}` : "") + (payeeId ? `:payee:${payeeId}` : "");
  const [body, count] = await Promise.all([
    cachedForListVersion(db, userId, `month:${year}-${month}:${page}x${pageSize}${tagKey}`, () =>
      findTransactionsJsonText(db, userId, where, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      }),
    ),
    cachedForListVersion(db, userId, `month-count:${year}-${month}${tagKey}`, async () =>
      String((await sumTransactions(db, userId, where)).count),
    ),
  ]);
  return { body, total: Number(new TextDecoder().decode(count)) };
}
