import "server-only";
import { lookup, type LookupAddress } from "node:dns";
import { promises as dns } from "node:dns";
import type { LookupFunction } from "node:net";
import { AppError } from "@/lib/errors";
import { webPushLoopbackAllowed } from "@/lib/env";
import { pushMessages } from "@/lib/schemas/push";
import { isPublicAddress } from "@/server/push/public-address";

const LOOKUP_TIMEOUT_MS = 5_000;

/** `http://127.0.0.1:<port>`: a push service the developer or a test runs, when the env allows it. */
export function isAllowedLoopback(url: URL): boolean {
  return webPushLoopbackAllowed && url.protocol === "http:" && url.hostname === "127.0.0.1" && url.port !== "";
}

/** The parts of an endpoint that need no DNS: scheme, credentials, and a literal IP's range. */
function assertEndpointShape(url: URL): void {
  if (url.protocol !== "https:") throw new AppError("bad_request", pushMessages.endpointNotHttps);
  if (url.username || url.password) throw new AppError("bad_request", pushMessages.endpointInvalid);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const literal = /^[\d.]+$/.test(host) || host.includes(":");
  if (literal && !isPublicAddress(host)) throw new AppError("bad_request", pushMessages.endpointPrivate);
}

/**
 * Refuses an endpoint the server must not POST to: anything but `https:` to a public host, where
 * the host's every address is public. The send checks again as it connects (`publicOnlyLookup`).
 */
export async function assertPushEndpoint(endpoint: string): Promise<URL> {
  const url = new URL(endpoint);
  if (isAllowedLoopback(url)) return url;
  assertEndpointShape(url);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (/^[\d.]+$/.test(host) || host.includes(":")) return url;
  let addresses: LookupAddress[];
  let timer: NodeJS.Timeout | undefined;
  try {
    // A resolver that never answers must not hold the request: past this, the host is unknown.
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("DNS lookup timed out")), LOOKUP_TIMEOUT_MS);
    });
    addresses = await Promise.race([dns.lookup(host, { all: true, verbatim: true }), late]);
  } catch {
    throw new AppError("bad_request", pushMessages.endpointUnresolved);
  } finally {
    clearTimeout(timer);
  }
  if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
    throw new AppError("bad_request", pushMessages.endpointPrivate);
  }
  return url;
}

/** A stored endpoint checked again before a send: the rules (or the env) may have changed since. */
export function isSendableEndpoint(url: URL): boolean {
  if (isAllowedLoopback(url)) return true;
  try {
    assertEndpointShape(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * A DNS lookup for the push request's socket that fails unless every address is public, so a
 * name that resolved to a public address when saved cannot point inside the network later.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    const list = addresses;
    if (list.length === 0 || !list.every((entry) => isPublicAddress(entry.address))) {
      const refused = Object.assign(new Error(`push host ${hostname} resolves to a non-public address`), {
        code: "EPUSHPRIVATE",
      });
      return callback(refused, "", 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};
