import "server-only";
import { and, asc, eq, lt, lte } from "drizzle-orm";
import { webhookDeliveries } from "@/db/schema";
import { mapPooled } from "@/lib/map-pooled";
import type { Db } from "@/lib/server/db";
import { attemptDelivery, type AttemptOptions } from "@/server/webhooks/attempt-delivery";

/** Receivers tried at once by one worker. */
const CONCURRENCY = 4;
const SWEEP_BATCH = 200;
/** Deliveries older than this leave the history (the screen shows the last 50 anyway). */
const KEEP_MS = 30 * 24 * 60 * 60_000;

/** Attempts the given deliveries (those still pending and due). */
export async function runWebhookDeliveries(db: Db, deliveryIds: readonly string[], options: AttemptOptions = {}) {
  const outcomes = await mapPooled(deliveryIds, CONCURRENCY, (id) => attemptDelivery(db, id, options));
  return { delivered: outcomes.filter((outcome) => outcome === true).length, failed: outcomes.filter((outcome) => outcome === false).length };
}

/**
 * The minute's sweep: every pending delivery now due (retries, and first attempts whose job was
 * lost), then drops month-old history.
 */
export async function runDueWebhookDeliveries(db: Db, options: AttemptOptions = {}) {
  const now = options.now ?? new Date();
  const due = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, "pending"), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(SWEEP_BATCH);
  const totals = await runWebhookDeliveries(db, due.map((row) => row.id), { ...options, now });
  await db.delete(webhookDeliveries).where(lt(webhookDeliveries.createdAt, new Date(now.getTime() - KEEP_MS)));
  return totals;
}
