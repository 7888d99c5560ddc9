import "server-only";
import { count, eq } from "drizzle-orm";
import { webhooks } from "@/db/schema";
import { MAX_WEBHOOKS } from "@/lib/domain/webhook-events";
import { AppError } from "@/lib/errors";
import type { Db } from "@/lib/server/db";
import { webhookMessages, type CreatedWebhookJson, type CreateWebhookInput } from "@/lib/schemas/webhooks";
import type { Resolve } from "@/server/shared/outbound-guard";
import { newWebhookSecret, sealSecret } from "@/server/webhooks/secret-box";
import { toWebhookJson } from "@/server/webhooks/webhook-json";
import { assertWebhooksAvailable, assertWebhookUrl } from "@/server/webhooks/webhook-rules";

/** A new webhook, on; its signing secret is answered here and never again (only its ciphertext is kept). */
export async function createWebhook(
  db: Db,
  userId: string,
  input: CreateWebhookInput,
  options: { resolve?: Resolve } = {},
): Promise<CreatedWebhookJson> {
  assertWebhooksAvailable();
  const url = await assertWebhookUrl(input.url, options.resolve);
  const [owned] = await db.select({ total: count() }).from(webhooks).where(eq(webhooks.userId, userId));
  if ((owned?.total ?? 0) >= MAX_WEBHOOKS) throw new AppError("conflict", webhookMessages.tooMany);
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhooks)
    .values({ userId, url: url.href, events: input.events, secretCiphertext: sealSecret(secret) })
    .returning();
  return { ...toWebhookJson(row!), secret };
}
