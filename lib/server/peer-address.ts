import http from "node:http";

/**
 * The address of the TCP peer, written by our own HTTP server on every request. Next does not hand
 * the socket to route handlers, and the X-Forwarded-For it fills from the socket keeps whatever a
 * client sent instead; this header is always overwritten, so a client can never choose it.
 */
export const PEER_ADDRESS_HEADER = "x-bolso-peer-address";

const stamped = Symbol.for("bolso.peerAddressStamp");

/** IPv4 peers of a dual-stack socket arrive as "::ffff:1.2.3.4". */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice(7) : trimmed;
}

/**
 * Makes every `request` event of every `http.Server` in this process carry the socket's address in
 * PEER_ADDRESS_HEADER (replacing any value the client sent) before Next sees the request.
 */
export function installPeerAddressStamp(httpModule: typeof http = http): void {
  const proto = httpModule.Server.prototype as http.Server & { [stamped]?: true };
  if (proto[stamped]) return;
  type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  const emit = Reflect.get(proto, "emit") as Emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as http.IncomingMessage;
      const address = req.socket?.remoteAddress;
      if (address) req.headers[PEER_ADDRESS_HEADER] = normalizeAddress(address);
      else delete req.headers[PEER_ADDRESS_HEADER];
    }
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
  proto[stamped] = true;
}
