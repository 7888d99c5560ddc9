import "server-only";
import { randomUUID } from "node:crypto";
import { and, arrayContains, eq } from "drizzle-orm";
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

/** Rows per insert: an event per row of a first bank sync can be thousands. */
const INSERT_CHUNK = 500;

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
    const rows = items.flatMap((item) => {
      const eventId = randomUUID();
      const payload = { id: eventId, type: event, createdAt: now.toISOString(), data: item.data };
      return targets.map((target) => ({
        webhookId: target.id,
        userId,
        eventId,
        event,
        payload,
        dedupeKey: item.dedupeKey ?? null,
        nextAttemptAt: now,
      }));
    });
    const written: { id: string }[] = [];
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      written.push(
        ...(await db
          .insert(webhookDeliveries)
          .values(rows.slice(start, start + INSERT_CHUNK))
          .onConflictDoNothing()
          .returning({ id: webhookDeliveries.id })),
      );
    }
    if (written.length > 0) await sendJob(webhookDeliveriesQueue, { deliveryIds: written.map((row) => row.id) } satisfies WebhookDeliveriesJob);
  } catch (error) {
    logger.warn({ err: describeError(error), event }, "webhooks: evento não registrado");
  }
}
