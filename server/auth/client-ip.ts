import "server-only";
import type { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { PEER_ADDRESS_HEADER, normalizeAddress } from "@/lib/server/peer-address";

/**
 * The client address for rate limiting.
 *
 * - `TRUST_PROXY_HOPS=0` (default): the TCP peer, stamped by our own server; X-Forwarded-For is
 *   ignored, since anyone can send it.
 * - `TRUST_PROXY_HOPS=N`: N proxies of ours stand in front, each appending the address it saw, so
 *   the client is the entry N places from the right. Entries further left were sent by the client.
 */
export function clientIp(req: NextRequest, trustedHops: number = env.TRUST_PROXY_HOPS): string {
  const address = trustedHops > 0 ? forwardedClient(req, trustedHops) : req.headers.get(PEER_ADDRESS_HEADER);
  return address ? limitKey(normalizeAddress(address)).slice(0, 64) : "unknown";
}

/**
 * One subscriber usually holds a whole IPv6 /64 and can rotate through it freely, so an IPv6
 * client is counted by its /64; an IPv4 address (or anything unparsable) is kept as is.
 */
function limitKey(address: string): string {
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.split("%")[0]!.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return address;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

function forwardedClient(req: NextRequest, hops: number): string | null {
  const entries = (req.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (entries.length === 0) return req.headers.get(PEER_ADDRESS_HEADER);
  // Fewer entries than proxies: the request skipped one; the leftmost was still written by ours.
  return entries[Math.max(0, entries.length - hops)] ?? null;
}
