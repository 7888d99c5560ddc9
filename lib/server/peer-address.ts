import http from "node:http";
import { addRequestHook } from "./request-hooks";

/**
 * The address of the TCP peer, written by our own HTTP server on every request. Next does not hand
 * the socket to route handlers, and the X-Forwarded-For it fills from the socket keeps whatever a
 * client sent instead; this header is always overwritten, so a client can never choose it.
 */
export const PEER_ADDRESS_HEADER = "x-bolso-peer-address";

/** IPv4 peers of a dual-stack socket arrive as "::ffff:1.2.3.4". */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice(7) : trimmed;
}

/**
 * Makes every request our server receives carry the socket's address in PEER_ADDRESS_HEADER
 * (replacing any value the client sent) before Next sees it.
 */
export function installPeerAddressStamp(httpModule: typeof http = http): void {
  addRequestHook(
    "peer-address",
    (req) => {
      const address = req.socket?.remoteAddress;
      if (address) req.headers[PEER_ADDRESS_HEADER] = normalizeAddress(address);
      else delete req.headers[PEER_ADDRESS_HEADER];
      return false;
    },
    httpModule,
  );
}
