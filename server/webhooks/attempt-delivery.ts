import "server-only";
import { and, eq, lte, sql } from "drizzle-orm";
import { users, webhookDeliveries, webhooks } from "@/db/schema";
import { webhooksLoopbackAllowed } from "@/lib/env";
import type { Db } from "@/lib/server/db";
import { describeError, logger } from "@/lib/server/logger";
import { isSendableAddress, NON_PUBLIC_ADDRESS_CODE } from "@/server/shared/outbound-guard";
import { postWebhook, webhookSignature, type PostOptions } from "@/server/webhooks/post-webhook";
import { openSecret } from "@/server/webhooks/secret-box";
import { sendWebhookDisabledMail } from "@/server/webhooks/send-webhook-disabled-mail";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** When the attempts are due, counted from the event: a failed delivery is retried for 24 h. */
export const RETRY_OFFSETS_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR, 12 * HOUR, 24 * HOUR];

/** Failing this long without one success disables the webhook and e-mails its owner. */
export const DISABLE_AFTER_MS = 3 * 24 * HOUR;

/** An attempt holds its delivery this long, so the sweep and a job never send it twice at once. */
const LEASE_MS = 2 * MINUTE;

export interface AttemptOptions extends PostOptions {
  now?: Date;
}

/** What a receiver that did not answer is shown as (the delivery's "último erro"). */
function describeFailure(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === NON_PUBLIC_ADDRESS_CODE) return "O endereço aponta para uma rede que não é pública.";
  if (code === "ECONNREFUSED") return "Conexão recusada.";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "Servidor não encontrado.";
  if (code === "ECONNRESET") return "A conexão foi encerrada pelo servidor.";
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 300);
}

/** The next attempt after `attempts` of them, or null when the 24 h are over. */
function nextAttempt(createdAt: Date, attempts: number, now: Date): Date | null {
  const offset = RETRY_OFFSETS_MS[attempts - 1];
  if (offset === undefined) return null;
  return new Date(Math.max(createdAt.getTime() + offset, now.getTime()));
}

/**
 * One attempt at one delivery, if it is due and nobody else holds it: signs the body with the
 * webhook's secret and POSTs it. A 2xx settles it and clears the webhook's failures; anything else
 * schedules the next attempt (or fails it after 24 h) and, past three days of failures, disables
 * the webhook and tells its owner. Answers whether it was delivered (null: not due, or gone).
 */
export async function attemptDelivery(db: Db, deliveryId: string, options: AttemptOptions = {}): Promise<boolean | null> {
  const now = options.now ?? new Date();
  const [delivery] = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, "pending"), lte(webhookDeliveries.nextAttemptAt, now)))
    .returning();
  if (!delivery) return null;
  const [webhook] = await db.select().from(webhooks).where(eq(webhooks.id, delivery.webhookId));
  if (!webhook) return null;
  const url = new URL(webhook.url);
  if (!webhook.enabled || !isSendableAddress(url, webhooksLoopbackAllowed)) {
    await db
      .update(webhookDeliveries)
      .set({ status: "failed", nextAttemptAt: null, lastError: webhook.enabled ? "Endereço recusado." : "Webhook desativado." })
      .where(eq(webhookDeliveries.id, delivery.id));
    return false;
  }
  const body = JSON.stringify(delivery.payload);
  const headers = {
    "user-agent": "Bolso-Webhooks/1.0",
    "bolso-signature": webhookSignature(openSecret(webhook.secretCiphertext), Math.floor(now.getTime() / 1000), body),
    "bolso-event": delivery.event,
    "bolso-delivery": delivery.id,
  };
  let statusCode: number | null = null;
  let failure: string | null = null;
  try {
    statusCode = await postWebhook(url, headers, body, options);
    if (statusCode < 200 || statusCode >= 300) failure = `O servidor respondeu ${statusCode}.`;
  } catch (error) {
    failure = describeFailure(error);
  }
  const attempts = delivery.attempts + 1;
  if (failure === null) {
    await db
      .update(webhookDeliveries)
      .set({ status: "delivered", attempts, lastStatusCode: statusCode, lastError: null, nextAttemptAt: null, deliveredAt: now })
      .where(eq(webhookDeliveries.id, delivery.id));
    await db.update(webhooks).set({ failingSince: null }).where(and(eq(webhooks.id, webhook.id), sql`${webhooks.failingSince} is not null`));
    return true;
  }
  const next = nextAttempt(delivery.createdAt, attempts, now);
  await db
    .update(webhookDeliveries)
    .set({ status: next ? "pending" : "failed", attempts, lastStatusCode: statusCode, lastError: failure, nextAttemptAt: next })
    .where(eq(webhookDeliveries.id, delivery.id));
  await recordFailure(db, webhook.id, now);
  return false;
}

/** Marks the webhook failing since now (unless it already was), and disables it after three days. */
async function recordFailure(db: Db, webhookId: string, now: Date): Promise<void> {
  const [failing] = await db
    .update(webhooks)
    .set({ failingSince: sql`coalesce(${webhooks.failingSince}, ${now})` })
    .where(eq(webhooks.id, webhookId))
    .returning({ failingSince: webhooks.failingSince });
  if (!failing?.failingSince || now.getTime() - failing.failingSince.getTime() < DISABLE_AFTER_MS) return;
  // Only the update that turns it off sends the e-mail, however many failures arrive together.
  const [disabled] = await db
    .update(webhooks)
    .set({ enabled: false, disabledForFailuresAt: now })
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.enabled, true)))
    .returning({ url: webhooks.url, userId: webhooks.userId, failingSince: webhooks.failingSince });
  if (!disabled) return;
  await db
    .update(webhookDeliveries)
    .set({ status: "failed", nextAttemptAt: null })
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.status, "pending")));
  const [owner] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, disabled.userId));
  if (!owner) return;
  try {
    await sendWebhookDisabledMail(owner, disabled.url, disabled.failingSince ?? now);
  } catch (error) {
    logger.warn({ err: describeError(error), webhookId }, "webhooks: aviso de desativação não enviado");
  }
}
