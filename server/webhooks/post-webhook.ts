import "server-only";
import { createHmac } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { publicOnlyLookupWith, type Resolve } from "@/server/shared/outbound-guard";

/** The receiver has this long to answer, connection included. */
export const WEBHOOK_TIMEOUT_MS = 5_000;
const MAX_ANSWER_BYTES = 16 * 1024;

export interface PostOptions {
  timeoutMs?: number;
  /** The connect-time resolver (tests name a host that resolves to loopback). */
  resolve?: Resolve;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, Stripe's scheme. */
export function webhookSignature(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v1=${mac}`;
}

/**
 * POSTs a body to a webhook through a socket that connects only to public addresses, within the
 * timeout, following no redirect (a 3xx is an answer like any other). Answers the status code;
 * throws when no answer came (refused, unreachable, timed out).
 */
export function postWebhook(url: URL, headers: Record<string, string>, body: string, options: PostOptions = {}): Promise<number> {
  const client = url.protocol === "https:" ? https : http;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        lookup: publicOnlyLookupWith(options.resolve),
        agent: false,
      },
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
    // The whole exchange, not just an idle socket: a receiver trickling bytes is cut at the limit too.
    const timer = setTimeout(() => request.destroy(new Error(`sem resposta em ${timeoutMs / 1000} s`)), timeoutMs);
    request.on("close", () => clearTimeout(timer));
    request.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });
}
