import { randomUUID } from "node:crypto";
import { db } from "@/lib/server/db";
import { webhookDeliveries } from "@/db/schema";
import { POST as createWebhook } from "@/app/api/v1/user/webhooks/route";
import { call } from "../../helpers/api";

/**
 * A webhook made through the API (to a public address written as one, so no DNS), and one delivery
 * of it already attempted, as the job leaves it.
 */
export async function createWebhookAndDelivery(userId: string, token: string): Promise<{ webhookId: string; webhookDeliveryId: string }> {
  const res = await call<{ id: string }>(createWebhook, {
    method: "POST",
    path: "/api/v1/user/webhooks",
    token,
    body: { url: "https://8.8.8.8/bolso/eventos", events: ["transaction.created"] },
  });
  if (res.status !== 201) throw new Error(`fixture webhook → ${res.status} ${JSON.stringify(res.body)}`);
  const eventId = randomUUID();
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({
      webhookId: res.body.id,
      userId,
      eventId,
      event: "transaction.created",
      payload: { id: eventId, type: "transaction.created", data: {} },
      status: "failed",
      attempts: 1,
      lastStatusCode: 500,
    })
    .returning({ id: webhookDeliveries.id });
  return { webhookId: res.body.id, webhookDeliveryId: delivery!.id };
}
