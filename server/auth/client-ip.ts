import "server-only";
import { env } from "@/lib/env";

/**
 * The client address for rate limiting: the entry `TRUST_PROXY_HOPS` places from the right of
 * X-Forwarded-For (the last one when 0), of a route's request or of a page's `headers()`.
 *
 * - Production runs behind the reverse proxy of docker-compose.yml (deploy/Caddyfile), the only
 *   way in: it replaces whatever X-Forwarded-For a client sent with the address it saw, so a
 *   client never chooses this one. Each further proxy of ours (a CDN in front) appends one entry:
 *   count them all in TRUST_PROXY_HOPS; entries further left were sent by the client.
 * - With no proxy (0: development, tests) Next writes the socket's address there when the request
 *   brings none, but keeps one a client sent: an app reached directly cannot hold its limits.
 */
export function clientIp(req: { headers: Pick<Headers, "get"> }, trustedHops: number = env.TRUST_PROXY_HOPS): string {
  const entries = (req.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request skipped one; the leftmost was still written by ours.
  const address = entries[Math.max(0, entries.length - Math.max(1, trustedHops))];
  return address ? limitKey(normalizeAddress(address)).slice(0, 64) : "unknown";
}

/** IPv4 peers of a dual-stack socket arrive as "::ffff:1.2.3.4". */
function normalizeAddress(address: string): string {
  return address.toLowerCase().startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
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
