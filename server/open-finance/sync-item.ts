import "server-only";
import { eq } from "drizzle-orm";
import type { PluggyClient } from "pluggy-sdk";
import { openFinanceAccounts, openFinanceItems } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { addDays, addMonths, parseDay, todayInSaoPaulo } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { storeCardBills, type BillDifference } from "@/server/cards";
import { logger } from "@/lib/server/logger";
import { listTransactionTypes } from "@/server/transactions/list-transaction-types";
import { syncAccounts, type SyncedAccount } from "@/server/open-finance/sync-accounts";
import { settleBankBalance } from "@/server/open-finance/settle-bank-balance";
import { makeCategoriser } from "@/server/categorisation/make-categoriser";
import { makePayeeResolver } from "@/server/payees/make-payee-resolver";
import { fetchAccountOwner } from "@/server/open-finance/fetch-account-owner";
import { fetchItemWealth } from "@/server/open-finance/fetch-item-wealth";
import { storeIdentity } from "@/server/open-finance/store-identity";
import { storeItemWealth, type StoredWealth } from "@/server/open-finance/store-item-wealth";
import { emitSyncEvents } from "@/server/open-finance/emit-sync-events";
import { lockItem } from "@/server/open-finance/lock-item";
import { removeDroppedPending } from "@/server/open-finance/remove-dropped-pending";
import {
  writeTransactionPage,
  type PageTotals,
} from "@/server/open-finance/write-transaction-page";

export interface SyncItemOptions {
  /** How far back to read when the account has no sync yet (12 on the first sync). */
  monthsBack?: number;
  now?: Date;
}

export interface SyncItemResult extends PageTotals {
  accounts: number;
  /** Faturas whose total at the bank differs from Bolso's (the bank's is the true one). */
  billDifferences: BillDifference[];
  /** Investments and loans the bank holds for the item, and the movements new this time. */
  wealth: StoredWealth;
}

/** A later sync reads again the days a pending row may still change in. */
const RESYNC_OVERLAP_DAYS = 30;
const FIRST_SYNC_MONTHS = 12;

/** Where an account's sweep stands: Pluggy's cursor, and the filter it was opened with. */
interface SweepCursor {
  after: string | null;
  dateFrom: Day;
}

function readCursor(text: string | null): SweepCursor | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as { after?: string | null; dateFrom?: unknown };
    const dateFrom = typeof parsed.dateFrom === "string" ? parseDay(parsed.dateFrom) : null;
    return dateFrom ? { after: parsed.after ?? null, dateFrom } : null;
  } catch {
    return null;
  }
}

function afterOf(next: string | null): string | null {
  if (!next) return null;
  return new URL(next, "http://pluggy").searchParams.get("after");
}


function startDay(account: SyncedAccount, options: SyncItemOptions, today: Day): Day {
  if (account.lastSyncedAt && options.monthsBack === undefined) {
    return addDays(todayInSaoPaulo(account.lastSyncedAt), -RESYNC_OVERLAP_DAYS);
  }
  return addMonths(today, -(options.monthsBack ?? FIRST_SYNC_MONTHS));
}

/**
 * Reads one connection from Pluggy and writes it into Bolso: the item's state, its accounts and
 * cards, and their transactions page by page, each page in one database transaction with the
 * account's cursor, so a failure (Pluggy 429, outage) loses nothing and the retry resumes there.
 * Pluggy's transaction id makes every write idempotent. Pluggy's errors are thrown for the job's
 * retry.
 */
export async function syncItem(
  db: Db,
  client: PluggyClient,
  openFinanceItemId: string,
  options: SyncItemOptions = {},
): Promise<SyncItemResult | null> {
  const [item] = await db
    .select()
    .from(openFinanceItems)
    .where(eq(openFinanceItems.id, openFinanceItemId));
  if (!item) return null;
  const remote = await client.fetchItem(item.pluggyItemId);
  const accounts = (await client.fetchAccounts(item.pluggyItemId)).results;
  const owner = await fetchAccountOwner(client, item.pluggyItemId, item.ownerDocument);
  const now = options.now ?? new Date();
  const today = todayInSaoPaulo(now);
  const synced = await db.transaction(async (tx) => {
    await lockItem(tx, item.id);
    await tx
      .update(openFinanceItems)
      .set({
        status: remote.status,
        statusDetail: (remote.error?.code ?? remote.executionStatus ?? null)?.slice(0, 64) ?? null,
        consentExpiresAt: remote.consentExpiresAt ? new Date(remote.consentExpiresAt) : null,
        ownerDocument: owner.document,
      })
      .where(eq(openFinanceItems.id, item.id));
    const written = await syncAccounts(tx, item.userId, {
      itemId: item.id,
      institution: item.institutionName,
      accounts,
    });
    await storeIdentity(tx, item.userId, { identity: owner, remote: accounts, synced: written });
    return written;
  });
  const types = await listTransactionTypes(db);
  const typeIds = {
    receita: types.find((t) => t.transactionType === "receita")!._id,
    despesa: types.find((t) => t.transactionType === "despesa")!._id,
  };
  const categorise = await makeCategoriser(db, item.userId);
  const payeeOf = await makePayeeResolver(db, item.userId);
  const totals: SyncItemResult = {
    accounts: synced.length,
    created: 0,
    reconciled: 0,
    skipped: 0,
    billDifferences: [],
    wealth: { investments: 0, movements: 0, loans: 0 },
  };
  const createdIds: string[] = [];
  for (const account of synced) {
    const resumed = readCursor(account.transactionsCursor);
    let cursor = resumed ?? { after: null, dateFrom: startDay(account, options, today) };
    // A sweep this run reads whole (not resumed) also tells which pending rows the bank dropped.
    const sweep = resumed ? null : { accountId: account.id, fromDay: cursor.dateFrom, seen: new Set<string>(), startedAt: new Date() };
    for (;;) {
      const page = await client.fetchTransactionsCursor(account.pluggyAccountId, {
        dateFrom: cursor.dateFrom,
        ...(cursor.after ? { after: cursor.after } : {}),
      });
      for (const row of page.results) sweep?.seen.add(row.id);
      const after = afterOf(page.next);
      const pageTotals = await db.transaction(async (tx) => {
        await lockItem(tx, item.id);
        const written = await writeTransactionPage(
          tx,
          { userId: item.userId, account, typeIds, categorise, payeeOf, owner },
          page.results,
        );
        await tx
          .update(openFinanceAccounts)
          .set(
            after
              ? { transactionsCursor: JSON.stringify({ after, dateFrom: cursor.dateFrom }) }
              : { transactionsCursor: null, lastSyncedAt: now },
          )
          .where(eq(openFinanceAccounts.id, account.id));
        return written;
      });
      totals.created += pageTotals.created;
      createdIds.push(...pageTotals.createdIds);
      totals.reconciled += pageTotals.reconciled;
      totals.skipped += pageTotals.skipped;
      if (!after) break;
      cursor = { after, dateFrom: cursor.dateFrom };
    }
    if (sweep) await removeDroppedPending(db, item.id, sweep);
    if (account.type === "CREDIT") {
      const bills = (await client.fetchCreditCardBills(account.pluggyAccountId)).results;
      const cardId = account.paymentMethodId;
      const differences = await db.transaction(async (tx) => {
        await lockItem(tx, item.id);
        return storeCardBills(tx, item.userId, cardId, bills);
      });
      totals.billDifferences.push(...differences);
    }
    if (account.type === "BANK") {
      await db.transaction(async (tx) => {
        await lockItem(tx, item.id);
        await settleBankBalance(tx, item.userId, account.paymentMethodId, account.balanceCents);
      });
    }
  }
  // Investments and loans last: the rows' pages above resume from their cursors if this fails.
  const movementsFrom = item.lastSyncedAt ? addDays(todayInSaoPaulo(item.lastSyncedAt), -RESYNC_OVERLAP_DAYS) : null;
  const wealth = await fetchItemWealth(client, item.pluggyItemId, movementsFrom);
  totals.wealth = await db.transaction(async (tx) => {
    await lockItem(tx, item.id);
    const connection = { userId: item.userId, itemId: item.id, institutionName: item.institutionName };
    return storeItemWealth(tx, { ...connection, institutionDocument: owner.institutionDocument }, wealth);
  });
  await db
    .update(openFinanceItems)
    .set({ lastSyncedAt: now })
    .where(eq(openFinanceItems.id, item.id));
  if (totals.billDifferences.length > 0) {
    logger.info(
      { itemId: item.id, statements: totals.billDifferences.length },
      "conexão bancária: faturas diferentes das do banco",
    );
  }
  await emitSyncEvents(db, {
    userId: item.userId,
    connection: { id: item.id, institutionName: item.institutionName },
    accounts: totals.accounts,
    createdIds,
    reconciled: totals.reconciled,
    skipped: totals.skipped,
  });
  return totals;
}
