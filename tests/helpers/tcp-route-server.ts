import http from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";

type Handler = (req: NextRequest, segment: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export interface TcpRouteServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves `routes` (pathname → handler, no dynamic segments) on a loopback TCP port, bodies
 * included, so a client that speaks HTTP by URL (an SDK's fetch) reaches the route as in production.
 */
export async function serveRoutesOverTcp(routes: Record<string, Handler>): Promise<TcpRouteServer> {
  const server = http.createServer((req, res) => {
    answer(req, res).catch((error: unknown) => res.destroy(error as Error));
  });

  async function answer(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "127.0.0.1"}`);
    const handler = routes[url.pathname];
    if (!handler) {
      res.writeHead(404).end();
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks);
    const response = await handler(new NextRequest(url, { method: req.method, headers, body }), {
      params: Promise.resolve({}),
    });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
