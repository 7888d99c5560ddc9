import "server-only";
import { randomUUID } from "node:crypto";
import { and, arrayContains, eq, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { webhookDeliveries, webhooks } from "@/db/schema";
import type { WebhookEvent } from "@/lib/domain/webhook-events";
import type { Db } from "@/lib/server/db";
import { describeError, logger } from "@/lib/server/logger";
import { QUEUES, sendJob } from "@/server/shared/job-queue";

/** One event's content, and (for one-per-subject events) the key that keeps it from repeating. */
export interface EventData {
  data: Record<string, unknown>;
  dedupeKey?: string;
}

export interface WebhookDeliveriesJob {
  deliveryIds: string[];
}

/** A first attempt right away; the retries are the deliveries' own (server/webhooks/attempt-delivery.ts). */
export const webhookDeliveriesQueue: PgBoss.Queue = {
  name: QUEUES.webhookDeliveries,
  retryLimit: 0,
  expireInSeconds: 10 * 60,
};

/** The events the person's enabled webhooks listen to (one indexed read; empty for nearly everyone). */
export async function eventsListenedTo(db: Db, userId: string): Promise<Set<WebhookEvent>> {
  const rows = await db
    .select({ events: webhooks.events })
    .from(webhooks)
    .where(and(eq(webhooks.userId, userId), eq(webhooks.enabled, true)));
  return new Set(rows.flatMap((row) => row.events as WebhookEvent[]));
}

/**
 * One delivery row per event and webhook, in one statement whatever the count (an import or a first
 * bank sync is thousands of events): the events travel as one JSON parameter, not seven bound
 * values a row, which is what kept a 2,000-row import commit slow.
 */
async function insertDeliveries(
  db: Db,
  userId: string,
  event: WebhookEvent,
  webhookIds: string[],
  items: EventData[],
  now: Date,
): Promise<{ id: string }[]> {
  const events = items.map((item) => ({ event_id: randomUUID(), data: item.data, dedupe_key: item.dedupeKey ?? null }));
  const result = await db.execute<{ id: string }>(sql`
    insert into ${webhookDeliveries} (webhook_id, user_id, event_id, event, payload, dedupe_key, next_attempt_at)
    select target.id, ${userId}, item.event_id, ${event},
           jsonb_build_object('id', item.event_id, 'type', ${event}::text, 'createdAt', ${now.toISOString()}::text, 'data', item.data),
           item.dedupe_key, ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as item(event_id uuid, data jsonb, dedupe_key text)
    cross join unnest(${`{${webhookIds.join(",")}}`}::uuid[]) as target(id)
    on conflict do nothing
    returning id`);
  return result.rows;
}

/**
 * The one way a domain says something happened (after its write committed). Only a person with an
 * enabled webhook for the event costs more than one indexed read: `build` runs then, each webhook
 * gets a delivery row (the outbox), and a job delivers them. Never throws and never delivers here:
 * a failure is logged, and the minute sweep sends what a lost job left pending.
 */
export async function emitEvent(
  db: Db,
  userId: string,
  event: WebhookEvent,
  build: () => Promise<EventData[]> | EventData[],
  now: Date = new Date(),
): Promise<void> {
  try {
    const targets = await db
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(and(eq(webhooks.userId, userId), eq(webhooks.enabled, true), arrayContains(webhooks.events, [event])));
    if (targets.length === 0) return;
    const items = await build();
    if (items.length === 0) return;
    const written = await insertDeliveries(db, userId, event, targets.map((target) => target.id), items, now);
    if (written.length > 0) await sendJob(webhookDeliveriesQueue, { deliveryIds: written.map((row) => row.id) } satisfies WebhookDeliveriesJob);
  } catch (error) {
    logger.warn({ err: describeError(error), event }, "webhooks: evento não registrado");
  }
}
