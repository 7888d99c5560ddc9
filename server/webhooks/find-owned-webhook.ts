import "server-only";
import { and, eq } from "drizzle-orm";
import { webhooks } from "@/db/schema";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import { webhookMessages } from "@/lib/schemas/webhooks";

/** The person's webhook of that id; another person's is "not found" (404). */
export async function findOwnedWebhook(db: DbOrTx, userId: string, id: string) {
  const [row] = await db.select().from(webhooks).where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)));
  if (!row) throw notFound(webhookMessages.notFound);
  return row;
}
