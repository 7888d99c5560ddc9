import "server-only";
import { startJobWorkers } from "@/server/jobs/start-job-workers";

/** The queue the bank syncs run on. */
export const OPEN_FINANCE_SYNC_QUEUE = "open-finance-sync";

export interface ItemSyncOptions {
  /** How far back the sync reads (the first one: 12 months). */
  monthsBack?: number;
  /** Pluggy's ids of transactions the bank deleted (from `transactions/deleted`). */
  deletedTransactionIds?: string[];
}

/** Queues a sync of one connection (our item id); the worker reads everything back from Pluggy. */
export async function enqueueItemSync(openFinanceItemId: string, options: ItemSyncOptions = {}): Promise<string | null> {
  const boss = await startJobWorkers();
  if (!(await boss.getQueue(OPEN_FINANCE_SYNC_QUEUE))) await boss.createQueue(OPEN_FINANCE_SYNC_QUEUE);
  return boss.send(OPEN_FINANCE_SYNC_QUEUE, { openFinanceItemId, ...options });
}
