import "server-only";
import { asc, eq } from "drizzle-orm";
import { webhooks } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import type { WebhookJson } from "@/lib/schemas/webhooks";
import { toWebhookJson } from "@/server/webhooks/webhook-json";

/** The person's webhooks, oldest first (never their secrets). */
export async function listWebhooks(db: DbOrTx, userId: string): Promise<WebhookJson[]> {
  const rows = await db.select().from(webhooks).where(eq(webhooks.userId, userId)).orderBy(asc(webhooks.createdAt), asc(webhooks.id));
  return rows.map(toWebhookJson);
}
