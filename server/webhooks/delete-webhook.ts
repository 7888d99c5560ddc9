import "server-only";
import { and, eq } from "drizzle-orm";
import { webhooks } from "@/db/schema";
import { notFound } from "@/lib/errors";
import type { Db } from "@/lib/server/db";
import { webhookMessages } from "@/lib/schemas/webhooks";

/** Deletes a webhook and its deliveries (pending ones are never sent). */
export async function deleteWebhook(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)))
    .returning({ id: webhooks.id });
  if (deleted.length === 0) throw notFound(webhookMessages.notFound);
}
