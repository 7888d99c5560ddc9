import "server-only";
import type { NextRequest } from "next/server";

/**
 * The client address for rate limiting. Behind a reverse proxy the nearest hop appends the real
 * peer to X-Forwarded-For, so the last entry is the one a client cannot forge; without a proxy,
 * Next fills the header from the socket.
 */
export function clientIp(req: NextRequest): string {
  const forwarded = req.headers.get("x-forwarded-for");
  const last = forwarded
    ?.split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return (last ?? req.headers.get("x-real-ip") ?? "unknown").slice(0, 64);
}
