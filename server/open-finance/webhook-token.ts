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

/** Whether `token` is this server's webhook token (compared in constant time). */
export function isWebhookTokenValid(token: string | null): boolean {
  if (!env.PLUGGY_WEBHOOK_SECRET || !token) return false;
  const expected = Buffer.from(webhookToken());
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
