import "server-only";
import { and, eq } from "drizzle-orm";
import { webhooks } from "@/db/schema";
import { notFound } from "@/lib/errors";
import type { Db } from "@/lib/server/db";
import { webhookMessages, type UpdateWebhookInput, type WebhookJson } from "@/lib/schemas/webhooks";
import { toWebhookJson } from "@/server/webhooks/webhook-json";

/** Changes a webhook's events or turns it on or off; turning it on starts its failure count again. */
export async function updateWebhook(db: Db, userId: string, id: string, input: UpdateWebhookInput): Promise<WebhookJson> {
  const [row] = await db
    .update(webhooks)
    .set({
      ...(input.events ? { events: input.events } : {}),
      ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
      ...(input.enabled ? { failingSince: null, disabledForFailuresAt: null } : {}),
    })
    .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)))
    .returning();
  if (!row) throw notFound(webhookMessages.notFound);
  return toWebhookJson(row);
}
