import "server-only";
import type { webhookDeliveries, webhooks } from "@/db/schema";
import type { WebhookDeliveryStatus, WebhookEvent } from "@/lib/domain/webhook-events";
import type { WebhookDeliveryJson, WebhookJson } from "@/lib/schemas/webhooks";

export function toWebhookJson(row: typeof webhooks.$inferSelect): WebhookJson {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    enabled: row.enabled,
    failingSince: row.failingSince?.toISOString() ?? null,
    disabledForFailuresAt: row.disabledForFailuresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toWebhookDeliveryJson(row: typeof webhookDeliveries.$inferSelect): WebhookDeliveryJson {
  return {
    id: row.id,
    eventId: row.eventId,
    event: row.event as WebhookEvent,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
