import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PEER_ADDRESS_HEADER, installPeerAddressStamp } from "@/lib/server/peer-address";

/** A real HTTP server answering with the peer header its handler saw. */
let server: http.Server;
let port = 0;

beforeAll(async () => {
  installPeerAddressStamp(http);
  server = http.createServer((req, res) => {
    res.end(JSON.stringify({ peer: req.headers[PEER_ADDRESS_HEADER] ?? null }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends raw HTTP so nothing between the test and the server touches the headers. */
function rawGet(headers: string[]): Promise<{ peer: string | null }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(["GET / HTTP/1.1", "Host: x", "Connection: close", ...headers, "", ""].join("\r\n"));
    });
    let data = "";
    socket.on("data", (chunk: Buffer) => (data += chunk.toString()));
    socket.on("end", () => resolve(JSON.parse(data.slice(data.indexOf("\r\n\r\n") + 4)) as { peer: string | null }));
    socket.on("error", reject);
  });
}

describe("the peer address our server writes for the rate limits", () => {
  it("is the socket's address", async () => {
    expect(await rawGet([])).toEqual({ peer: "127.0.0.1" });
  });

  it("replaces a value the client sent itself", async () => {
    expect(await rawGet([`${PEER_ADDRESS_HEADER}: 203.0.113.66`, "X-Forwarded-For: 203.0.113.67"])).toEqual({
      peer: "127.0.0.1",
    });
  });

  it("is installed once however often the server starts up", async () => {
    installPeerAddressStamp(http);
    expect(await rawGet([`${PEER_ADDRESS_HEADER}: 203.0.113.66`])).toEqual({ peer: "127.0.0.1" });
  });
});
