import "server-only";
import { and, eq } from "drizzle-orm";
import { openFinanceItems } from "@/db/schema-open-finance";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import { CONNECTION_NOT_FOUND, type BankConnectionJson } from "@/lib/schemas/open-finance";
import { enqueueItemSync } from "@/server/open-finance/sync-queue";
import { callPluggy, pluggyStatus } from "@/server/open-finance/call-pluggy";
import { clientUserIdOf } from "@/server/open-finance/client-user-id";
import { itemStatusValues } from "@/server/open-finance/item-status-values";
import { connectionJson } from "@/server/open-finance/connection-json";
import { listConnections } from "@/server/open-finance/list-connections";
import { pluggyClient } from "@/server/open-finance/pluggy-client";

/** The first sync reads a year back. */
export const FIRST_SYNC_MONTHS = 12;

/**
 * POST /open-finance/items, after the widget's success: reads the item from Pluggy and keeps it
 * only if Pluggy made it for this person; then queues the first sync. The same item again
 * answers the stored connection (`created: false`) and queues nothing.
 */
export async function addConnection(
  db: DbOrTx,
  userId: string,
  pluggyItemId: string,
): Promise<{ connection: BankConnectionJson; created: boolean }> {
  const client = pluggyClient();
  const item = await callPluggy(() =>
    client.fetchItem(pluggyItemId).catch((error: unknown) => {
      // Pluggy does not know it: to the person, the same as someone else's item.
      if (pluggyStatus(error) === 404 || pluggyStatus(error) === 400) return null;
      throw error;
    }),
  );
  if (!item || item.clientUserId !== clientUserIdOf(userId)) throw notFound(CONNECTION_NOT_FOUND);
  const inserted = await db
    .insert(openFinanceItems)
    .values({
      userId,
      pluggyItemId: item.id,
      institutionName: item.connector.name.slice(0, 120),
      ...itemStatusValues(item),
    })
    .onConflictDoNothing({ target: openFinanceItems.pluggyItemId })
    .returning({ id: openFinanceItems.id });
  const [own] = await db
    .select({ id: openFinanceItems.id })
    .from(openFinanceItems)
    .where(and(eq(openFinanceItems.pluggyItemId, item.id), eq(openFinanceItems.userId, userId)));
  if (!own) throw notFound(CONNECTION_NOT_FOUND);
  if (inserted.length > 0) await enqueueItemSync(own.id, { monthsBack: FIRST_SYNC_MONTHS });
  const [connection] = await listConnections(db, userId, { id: own.id });
  if (!connection) throw notFound(CONNECTION_NOT_FOUND);
  return { connection: connectionJson(connection), created: inserted.length > 0 };
}
