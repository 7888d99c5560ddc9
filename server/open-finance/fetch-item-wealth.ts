import "server-only";
import type { Investment, InvestmentTransaction, Loan, PageResponse, PluggyClient } from "pluggy-sdk";
import { mapPooled } from "@/lib/map-pooled";
import { pluggyStatus } from "@/server/open-finance/call-pluggy";

export interface ItemWealth {
  investments: { investment: Investment; transactions: InvestmentTransaction[] }[];
  loans: Loan[];
}

/** Pluggy's largest page: most items fit in one call. */
const PAGE_SIZE = 500;
/** Investments whose movements are read at once (one call each, usually one page). */
const MOVEMENT_READS_AT_ONCE = 4;

/** Every page of a paged list, one after the other. */
async function allPages<T>(fetchPage: (page: number) => Promise<PageResponse<T>>): Promise<T[]> {
  const first = await fetchPage(1);
  const all = [...first.results];
  for (let page = 2; page <= first.totalPages; page += 1) all.push(...(await fetchPage(page)).results);
  return all;
}

/** A product the item's connector or our Pluggy plan lacks answers 403 or 404: nothing to read. */
async function unlessMissing<T>(read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read();
  } catch (error) {
    const status = pluggyStatus(error);
    if (status === 403 || status === 404) return [];
    throw error;
  }
}

/**
 * An item's investments with their movements (all of them, or those from `movementsFrom` on a
 * later sync), and its loans, as Pluggy holds them now (a bank with none answers empty pages).
 * Pluggy's other failures are thrown for the sync's retry.
 */
export async function fetchItemWealth(
  client: PluggyClient,
  pluggyItemId: string,
  movementsFrom: string | null = null,
): Promise<ItemWealth> {
  const [investments, loans] = await Promise.all([
    unlessMissing(() => allPages((page) => client.fetchInvestments(pluggyItemId, undefined, { page, pageSize: PAGE_SIZE }))),
    unlessMissing(() => allPages((page) => client.fetchLoans(pluggyItemId, { page, pageSize: PAGE_SIZE }))),
  ]);
  const withMovements = await mapPooled(investments, MOVEMENT_READS_AT_ONCE, async (investment) => ({
    investment,
    transactions: await unlessMissing(() =>
      allPages((page) =>
        client.fetchInvestmentTransactions(investment.id, {
          page,
          pageSize: PAGE_SIZE,
          ...(movementsFrom ? { from: movementsFrom } : {}),
        }),
      ),
    ),
  }));
  return { investments: withMovements, loans };
}
