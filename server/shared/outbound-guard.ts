import "server-only";
import { lookup, type LookupAddress } from "node:dns";
import { promises as dns } from "node:dns";
import type { LookupFunction } from "node:net";
import { AppError } from "@/lib/errors";
import { isPublicAddress } from "@/server/shared/public-address";

/**
 * The SSRF guard of every request the server sends to an address a person chose (Web Push
 * endpoints, outgoing webhooks): https to a public host only, checked when the address is saved,
 * again before each send, and at connect time on the resolved address; redirects are never followed
 * (the senders do not follow them).
 */

const LOOKUP_TIMEOUT_MS = 5_000;

/** Resolves a host name to every address it has (tests pass one that answers what they choose). */
export type Resolve = (host: string) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (host) => dns.lookup(host, { all: true, verbatim: true });

/** The pt-BR answers of one feature's guard (its field names differ). */
export interface OutboundMessages {
  invalid: string;
  notHttps: string;
  notPublic: string;
  unresolved: string;
}

export interface OutboundRules {
  messages: OutboundMessages;
  /** `http://127.0.0.1:<port>` is allowed too (development and tests; the env refuses it in production). */
  loopbackAllowed: boolean;
  resolve?: Resolve;
}

function bareHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "");
}

/** An IP written as such (the URL parser already turned 2130706433 or 0x7f.1 into dotted form). */
function isLiteralAddress(host: string): boolean {
  return /^[\d.]+$/.test(host) || host.includes(":");
}

/** `http://127.0.0.1:<port>`: a receiver the developer or a test runs, when the env allows it. */
function isAllowedLoopback(url: URL, loopbackAllowed: boolean): boolean {
  return loopbackAllowed && url.protocol === "http:" && url.hostname === "127.0.0.1" && url.port !== "";
}

/** The parts of an address that need no DNS: scheme, credentials, and a literal IP's range. */
function assertShape(url: URL, messages: OutboundMessages): void {
  if (url.protocol !== "https:") throw new AppError("bad_request", messages.notHttps);
  if (url.username || url.password) throw new AppError("bad_request", messages.invalid);
  const host = bareHost(url);
  if (isLiteralAddress(host) && !isPublicAddress(host)) throw new AppError("bad_request", messages.notPublic);
}

/**
 * Refuses an address the server must not send to: anything but `https:` to a public host, where
 * the host's every address is public. The send checks again as it connects (`publicOnlyLookup`).
 */
export async function assertPublicEndpoint(address: string, rules: OutboundRules): Promise<URL> {
  if (!URL.canParse(address)) throw new AppError("bad_request", rules.messages.invalid);
  const url = new URL(address);
  if (isAllowedLoopback(url, rules.loopbackAllowed)) return url;
  assertShape(url, rules.messages);
  const host = bareHost(url);
  if (isLiteralAddress(host)) return url;
  let addresses: LookupAddress[];
  let timer: NodeJS.Timeout | undefined;
  try {
    // A resolver that never answers must not hold the request: past this, the host is unknown.
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("DNS lookup timed out")), LOOKUP_TIMEOUT_MS);
    });
    addresses = await Promise.race([(rules.resolve ?? systemResolve)(host), late]);
  } catch {
    throw new AppError("bad_request", rules.messages.unresolved);
  } finally {
    clearTimeout(timer);
  }
  if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
    throw new AppError("bad_request", rules.messages.notPublic);
  }
  return url;
}

/** A stored address checked again before a send: the rules (or the env) may have changed since. */
export function isSendableAddress(url: URL, loopbackAllowed: boolean): boolean {
  if (isAllowedLoopback(url, loopbackAllowed)) return true;
  try {
    assertShape(url, { invalid: "", notHttps: "", notPublic: "", unresolved: "" });
    return true;
  } catch {
    return false;
  }
}

/** What a socket's lookup fails with when the name points inside the network. */
export const NON_PUBLIC_ADDRESS_CODE = "ENONPUBLIC";

/**
 * A DNS lookup for a request's socket that fails unless every address is public, so a name that
 * resolved to a public address when saved cannot point inside the network later.
 */
export function publicOnlyLookupWith(resolve?: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    const answer = (error: Error | null, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
        const refused = Object.assign(new Error(`host ${hostname} resolves to a non-public address`), {
          code: NON_PUBLIC_ADDRESS_CODE,
        });
        return callback(refused, "", 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    };
    if (resolve) {
      resolve(hostname).then((addresses) => answer(null, addresses), (error: Error) => answer(error, []));
      return;
    }
    lookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => answer(error, addresses));
  };
}

/** The system resolver's public-only lookup. */
export const publicOnlyLookup: LookupFunction = publicOnlyLookupWith();
