import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { webhookDeliveries } from "@/db/schema";
import { WEBHOOK_DELIVERIES_SHOWN } from "@/lib/domain/webhook-events";
import type { DbOrTx } from "@/lib/server/db";
import type { WebhookDeliveryJson } from "@/lib/schemas/webhooks";
import { findOwnedWebhook } from "@/server/webhooks/find-owned-webhook";
import { toWebhookDeliveryJson } from "@/server/webhooks/webhook-json";

/** A webhook's last 50 deliveries, newest first. */
export async function listWebhookDeliveries(db: DbOrTx, userId: string, webhookId: string): Promise<WebhookDeliveryJson[]> {
  await findOwnedWebhook(db, userId, webhookId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.userId, userId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_DELIVERIES_SHOWN);
  return rows.map(toWebhookDeliveryJson);
}
