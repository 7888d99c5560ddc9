import "server-only";
import { randomUUID } from "node:crypto";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/server/db";
import { getPool } from "@/lib/server/db";
import { pluggyClient } from "@/server/open-finance/pluggy-client";
import { removeDeletedTransactions } from "@/server/open-finance/remove-deleted-transactions";
import { syncItem } from "@/server/open-finance/sync-item";
import { createJobQueue, ensureQueue, QUEUES } from "@/server/shared/job-queue";

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

/** Works one sync job. */
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

const globalForSender = globalThis as unknown as { bolsoJobSender?: Promise<PgBoss> };

/** A send-only pg-boss of this process: it keeps no schedules and supervises nothing. */
function jobSender(): Promise<PgBoss> {
  globalForSender.bolsoJobSender ??= (async () => {
    const boss = createJobQueue(getPool(), { supervise: false, schedule: false });
    await boss.start();
    await ensureQueue(boss, openFinanceSyncQueue);
    return boss;
  })().catch((error: unknown) => {
    globalForSender.bolsoJobSender = undefined;
    throw error;
  });
  return globalForSender.bolsoJobSender;
}

/**
 * Queues a sync of one connection (webhooks and routes call this and return). A sync of the item
 * already waiting absorbs this one (then null, not a job id). The first sync of a connection passes `monthsBack: 12`.
 */
export async function enqueueItemSync(
  openFinanceItemId: string,
  options: { monthsBack?: number; deletedTransactionIds?: string[] } = {},
): Promise<string | null> {
  const boss = await jobSender();
  const data: OpenFinanceSyncData = { openFinanceItemId, ...options };
  // Deletions are never folded into a waiting sync: each batch of ids is a job of its own.
  const singletonKey = options.deletedTransactionIds?.length ? `${openFinanceItemId}:deleted:${randomUUID()}` : openFinanceItemId;
  return boss.send(QUEUES.openFinanceSync, data, { singletonKey });
}
