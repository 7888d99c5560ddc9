import "server-only";
import http from "node:http";
import https from "node:https";
import webpush from "web-push";
import { logger } from "@/lib/server/logger";
import type { PushPayload } from "@/lib/schemas/push";
import { isSendableEndpoint } from "@/server/push/endpoint-guard";
import { publicOnlyLookup } from "@/server/shared/outbound-guard";
import type { VapidKeys } from "@/server/push/vapid-keys";

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent: the push service took it; gone: it says the subscription no longer exists (404, 410). */
export type PushOutcome = "sent" | "gone" | "failed";

const SEND_TIMEOUT_MS = 10_000;
const MAX_ANSWER_BYTES = 16 * 1024;

/** POSTs an encrypted request through a socket that connects only to public addresses. */
function post(url: URL, headers: Record<string, string | number>, body: Buffer | null): Promise<number> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: "POST", headers, lookup: publicOnlyLookup, timeout: SEND_TIMEOUT_MS, agent: false },
      (response) => {
        let read = 0;
        // The answer's body says nothing we act on; read a little of it and let the socket go.
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        response.on("close", () => resolve(response.statusCode ?? 0));
        response.on("error", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("timeout", () => request.destroy(new Error("push service timed out")));
    request.on("error", reject);
    request.end(body ?? undefined);
  });
}

/**
 * Encrypts one payload for one browser (RFC 8291, aes128gcm), signs it with the VAPID keys
 * (RFC 8292) and delivers it to the browser's push service. Never throws: it answers the outcome.
 */
export async function deliverPush(target: PushTarget, payload: PushPayload, keys: VapidKeys, ttlSeconds: number): Promise<PushOutcome> {
  let host = "?";
  try {
    const url = new URL(target.endpoint);
    host = url.host;
    // A stored endpoint today's rules refuse will never be delivered to: it goes like an expired one.
    if (!isSendableEndpoint(url)) return "gone";
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: ttlSeconds,
        contentEncoding: "aes128gcm",
        urgency: "normal",
      },
    );
    const status = await post(url, details.headers, details.body);
    if (status >= 200 && status < 300) return "sent";
    if (status === 404 || status === 410) return "gone";
    logger.warn({ pushHost: host, status }, "notificação não aceita pelo serviço de push");
    return "failed";
  } catch (error) {
    logger.warn({ pushHost: host, err: error }, "notificação não enviada");
    return "failed";
  }
}
