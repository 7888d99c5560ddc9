import "server-only";
import { randomUUID } from "node:crypto";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/server/db";
import { pluggyClient } from "@/server/open-finance/pluggy-client";
import { removeDeletedTransactions } from "@/server/open-finance/remove-deleted-transactions";
import { syncItem } from "@/server/open-finance/sync-item";
import { QUEUES, sendJob } from "@/server/shared/job-queue";

export interface OpenFinanceSyncData {
  openFinanceItemId: string;
  monthsBack?: number;
  /** Pluggy's `transactions/deleted`: remove these rows (those the person has not touched). */
  deletedTransactionIds?: string[];
}

/**
 * Syncs retry with backoff (a Pluggy 429 or outage throws). `stately` with the item as singleton
 * key: at most one sync of an item queued and one running, so two never run at once and a burst
 * of webhooks queues one more, not many.
 */
export const openFinanceSyncQueue: PgBoss.Queue = {
  name: QUEUES.openFinanceSync,
  policy: "stately",
  retryLimit: 6,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};

/** What runs after a sync that wrote rows (the push "12 lançamentos para revisar"), given by the worker's owner. */
export type AfterSync = (openFinanceItemId: string, created: number) => Promise<unknown>;

/** Works sync jobs (registered in server/jobs/jobs.ts, only on an instance with Pluggy settings). */
export function openFinanceSyncHandler(db: Db, afterSync?: AfterSync) {
  return async (jobs: PgBoss.Job<OpenFinanceSyncData>[]) => {
    for (const job of jobs) {
      const { openFinanceItemId, monthsBack, deletedTransactionIds } = job.data;
      if (deletedTransactionIds?.length) {
        await removeDeletedTransactions(db, openFinanceItemId, deletedTransactionIds);
        continue;
      }
      const result = await syncItem(
        db,
        pluggyClient(),
        openFinanceItemId,
        monthsBack === undefined ? {} : { monthsBack },
      );
      if (result && afterSync) await afterSync(openFinanceItemId, result.created);
    }
  };
}

/**
 * Queues a sync of one connection (webhooks and routes call this and return). A sync of the item
 * already waiting absorbs this one (then null, not a job id). The first sync of a connection passes `monthsBack: 12`.
 */
export async function enqueueItemSync(
  openFinanceItemId: string,
  options: { monthsBack?: number; deletedTransactionIds?: string[] } = {},
): Promise<string | null> {
  const data: OpenFinanceSyncData = { openFinanceItemId, ...options };
  // Deletions are never folded into a waiting sync: each batch of ids is a job of its own.
  const singletonKey = options.deletedTransactionIds?.length ? `${openFinanceItemId}:deleted:${randomUUID()}` : openFinanceItemId;
  return sendJob(openFinanceSyncQueue, data, { singletonKey });
}
