import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

/** The path Pluggy posts events to. */
export const WEBHOOK_PATH = "/api/v1/open-finance/webhook";

/** Derived from PLUGGY_WEBHOOK_SECRET, so the secret itself never travels in a URL or a log. */
function webhookToken(): string {
  return createHmac("sha256", env.PLUGGY_WEBHOOK_SECRET ?? "").update("bolso:pluggy-webhook").digest("base64url");
}

/** APP_URL + the webhook path, carrying the token that proves a request comes from Pluggy. */
export function webhookUrl(): string {
  const url = new URL(WEBHOOK_PATH, env.APP_URL);
  url.searchParams.set("token", webhookToken());
  return url.toString();
}

/** The header a webhook registered at Pluggy (dashboard or POST /webhooks) carries the secret in. */
export const WEBHOOK_SECRET_HEADER = "x-webhook-secret";

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether a request proves it comes from Pluggy: this server's token in the URL (what each
 * connect token's webhookUrl carries), or PLUGGY_WEBHOOK_SECRET itself in the header registered
 * with a webhook at Pluggy. Compared in constant time.
 */
export function isWebhookTokenValid(token: string | null, headerSecret: string | null = null): boolean {
  if (!env.PLUGGY_WEBHOOK_SECRET) return false;
  if (token && sameText(token, webhookToken())) return true;
  return Boolean(headerSecret) && sameText(headerSecret!, env.PLUGGY_WEBHOOK_SECRET);
}
