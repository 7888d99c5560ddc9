import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { inArray, eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { webhookDeliveries } from "@/db/schema";

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What the receiver does with the next request: answer this status, or never answer. */
export type Reply = number | "hang";

/**
 * A webhook receiver on 127.0.0.1 (reached through WEBHOOKS_ALLOW_LOOPBACK): it keeps what it
 * got and answers the queued replies in order, then 200.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const replies: Reply[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      const reply = replies.shift() ?? 200;
      if (reply === "hang") {
        hanging.add(res);
        return;
      }
      // A redirect points back here: a sender that followed it would be seen asking for /redirecionado.
      const location = reply >= 300 && reply < 400 ? { location: "/redirecionado" } : {};
      res.writeHead(reply, { "content-type": "text/plain", ...location }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = "/eventos") => `http://127.0.0.1:${port}${path}`,
    port,
    received,
    reply: (...next: Reply[]) => replies.push(...next),
    stop: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Checks `Bolso-Signature: t=…,v1=…` the way a receiver would: HMAC-SHA256(secret, t + "." + body). */
export function verifySignature(header: string | string[] | undefined, body: string, secret: string): { valid: boolean; timestamp: number } {
  const parts = Object.fromEntries(String(header ?? "").split(",").map((part) => part.split("=", 2) as [string, string]));
  const timestamp = Number(parts.t);
  const expected = createHmac("sha256", secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? "", "hex");
  return { valid: given.length === expected.length && timingSafeEqual(given, expected), timestamp };
}

/** The deliveries of these webhooks, oldest first. */
export async function deliveriesOf(...webhookIds: string[]) {
  const rows = await db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.webhookId, webhookIds));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

export async function deliveryById(id: string) {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row!;
}
