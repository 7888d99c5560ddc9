import "server-only";
import { and, eq } from "drizzle-orm";
import { webhookDeliveries } from "@/db/schema";
import { AppError, notFound } from "@/lib/errors";
import type { Db } from "@/lib/server/db";
import { webhookMessages, type WebhookDeliveryJson } from "@/lib/schemas/webhooks";
import { sendJob } from "@/server/shared/job-queue";
import { webhookDeliveriesQueue, type WebhookDeliveriesJob } from "@/server/shared/emit-event";
import { findOwnedWebhook } from "@/server/webhooks/find-owned-webhook";
import { toWebhookDeliveryJson } from "@/server/webhooks/webhook-json";

/**
 * "Reenviar": the same event (same event id and payload) as a new delivery, queued now with a
 * fresh set of attempts; the original keeps its history.
 */
export async function redeliverWebhookDelivery(
  db: Db,
  userId: string,
  { webhookId, deliveryId }: { webhookId: string; deliveryId: string },
  now: Date = new Date(),
): Promise<WebhookDeliveryJson> {
  const webhook = await findOwnedWebhook(db, userId, webhookId);
  const [original] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.userId, userId)));
  if (!original) throw notFound(webhookMessages.deliveryNotFound);
  if (!webhook.enabled) throw new AppError("conflict", webhookMessages.redeliverDisabled);
  const [copy] = await db
    .insert(webhookDeliveries)
    .values({
      webhookId,
      userId,
      eventId: original.eventId,
      event: original.event,
      payload: original.payload,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning();
  await sendJob(webhookDeliveriesQueue, { deliveryIds: [copy!.id] } satisfies WebhookDeliveriesJob);
  return toWebhookDeliveryJson(copy!);
}
