import "server-only";
import type { Db } from "@/lib/server/db";
import { emitEvent } from "@/server/shared/emit-event";
import { countReviewRows } from "@/server/open-finance/list-review-rows";
import { emitTransactionEvents } from "@/server/transactions/emit-transaction-events";

export interface FinishedSync {
  userId: string;
  connection: { id: string; institutionName: string };
  accounts: number;
  createdIds: string[];
  reconciled: number;
  skipped: number;
}

/**
 * What a finished sync tells webhooks: each row it created (`transaction.created`, as a typed
 * row is), `bank.sync.completed` with its figures, and `review.pending` when it brought rows and
 * some wait in "A revisar".
 */
export async function emitSyncEvents(db: Db, sync: FinishedSync): Promise<void> {
  await emitTransactionEvents(db, sync.userId, "transaction.created", sync.createdIds);
  const connection = { id: sync.connection.id, institutionName: sync.connection.institutionName };
  await emitEvent(db, sync.userId, "bank.sync.completed", () => [
    {
      data: {
        connection,
        accounts: sync.accounts,
        created: sync.createdIds.length,
        reconciled: sync.reconciled,
        skipped: sync.skipped,
      },
    },
  ]);
  if (sync.createdIds.length === 0) return;
  await emitEvent(db, sync.userId, "review.pending", async () => {
    const waiting = await countReviewRows(db, sync.userId);
    return waiting > 0 ? [{ data: { connection, waiting } }] : [];
  });
}
