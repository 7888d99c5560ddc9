import "server-only";
import { eq } from "drizzle-orm";
import { openFinanceEvents, openFinanceItems } from "@/db/schema-open-finance";
import type { Db } from "@/lib/server/db";
import type { PluggyEvent } from "@/lib/schemas/pluggy-event";
import { enqueueItemSync } from "@/server/open-finance/sync-queue";

export type PluggyEventOutcome = "queued" | "status" | "duplicate" | "unknown_item" | "ignored";

/** Events whose data the sync reads back from Pluggy. */
const SYNC_EVENTS = new Set(["item/created", "item/updated", "transactions/created", "transactions/updated", "transactions/deleted"]);

/** Events that only tell the connection's new state (the bank wants something of the person). */
const STATUS_OF_EVENT: Record<string, (event: PluggyEvent) => string> = {
  "item/error": (event) => (event.error?.code === "INVALID_CREDENTIALS" ? "LOGIN_ERROR" : "OUTDATED"),
  "item/waiting_user_input": () => "WAITING_USER_INPUT",
  "item/waiting_user_action": () => "WAITING_USER_ACTION",
  "item/login_succeeded": () => "UPDATING",
};

/**
 * POST /open-finance/webhook, once its token is checked: an event id seen before is ignored, an
 * item we do not hold is ignored, and the rest only queues a sync or records the item's state.
 */
export async function handlePluggyEvent(db: Db, event: PluggyEvent): Promise<PluggyEventOutcome> {
  const statusOf = STATUS_OF_EVENT[event.event];
  if (!SYNC_EVENTS.has(event.event) && !statusOf) return "ignored";
  const [connection] = event.itemId
    ? await db.select({ id: openFinanceItems.id }).from(openFinanceItems).where(eq(openFinanceItems.pluggyItemId, event.itemId))
    : [];
  if (!connection) return "unknown_item";
  const fresh = await db
    .insert(openFinanceEvents)
    .values({ eventId: event.eventId, event: event.event, pluggyItemId: event.itemId })
    .onConflictDoNothing()
    .returning({ eventId: openFinanceEvents.eventId });
  if (fresh.length === 0) return "duplicate";
  if (statusOf) {
    await db
      .update(openFinanceItems)
      .set({ status: statusOf(event), statusDetail: event.error?.code?.slice(0, 64) ?? null })
      .where(eq(openFinanceItems.id, connection.id));
    return "status";
  }
  const deleted = event.event === "transactions/deleted" ? event.transactionIds : undefined;
  try {
    await enqueueItemSync(connection.id, deleted?.length ? { deletedTransactionIds: deleted } : {});
  } catch (error) {
    // Not queued: forget the event, so Pluggy's retry of it is taken.
    await db.delete(openFinanceEvents).where(eq(openFinanceEvents.eventId, event.eventId));
    throw error;
  }
  return "queued";
}
