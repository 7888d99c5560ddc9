import "server-only";
import { and, eq, isNull, lte, or } from "drizzle-orm";
import { openFinanceItems } from "@/db/schema-open-finance";
import { AppError } from "@/lib/errors";
import type { Db } from "@/lib/server/db";
import { enqueueItemSync } from "@/server/open-finance/sync-queue";
import { callPluggy } from "@/server/open-finance/call-pluggy";
import { findOwnedConnection } from "@/server/open-finance/find-owned-connection";
import { pluggyClient } from "@/server/open-finance/pluggy-client";
import { itemStatusValues } from "@/server/open-finance/item-status-values";

/** A person may ask for an update of one connection at most this often. */
export const SYNC_INTERVAL_MS = 5 * 60 * 1000;

export const SYNC_TOO_SOON_MESSAGE = "Esta conexão foi atualizada há pouco. Tente de novo em alguns minutos.";

/**
 * POST /open-finance/items/{id}/sync: asks Pluggy to update the item, reads its state back and
 * queues a sync. The 5-minute window is claimed in one UPDATE, so two clicks at once make one call.
 */
export async function requestConnectionSync(db: Db, userId: string, id: string, now: Date = new Date()): Promise<void> {
  const connection = await findOwnedConnection(db, userId, id);
  const windowStart = new Date(now.getTime() - SYNC_INTERVAL_MS);
  const claimed = await db
    .update(openFinanceItems)
    .set({ syncRequestedAt: now })
    .where(
      and(
        eq(openFinanceItems.id, id),
        eq(openFinanceItems.userId, userId),
        or(isNull(openFinanceItems.syncRequestedAt), lte(openFinanceItems.syncRequestedAt, windowStart)),
      ),
    )
    .returning({ id: openFinanceItems.id });
  if (claimed.length === 0) {
    const [row] = await db
      .select({ at: openFinanceItems.syncRequestedAt })
      .from(openFinanceItems)
      .where(and(eq(openFinanceItems.id, id), eq(openFinanceItems.userId, userId)));
    const last = row?.at?.getTime() ?? now.getTime();
    const seconds = Math.max(1, Math.ceil((last + SYNC_INTERVAL_MS - now.getTime()) / 1000));
    throw new AppError("too_many_requests", SYNC_TOO_SOON_MESSAGE, { headers: { "Retry-After": String(seconds) } });
  }
  try {
    const client = pluggyClient();
    await callPluggy(() => client.updateItem(connection.pluggyItemId));
    const item = await callPluggy(() => client.fetchItem(connection.pluggyItemId));
    await db.update(openFinanceItems).set(itemStatusValues(item)).where(eq(openFinanceItems.id, id));
  } catch (error) {
    // Pluggy refused: the person may try again at once.
    await db
      .update(openFinanceItems)
      .set({ syncRequestedAt: connection.syncRequestedAt })
      .where(eq(openFinanceItems.id, id));
    throw error;
  }
  await enqueueItemSync(id);
}
