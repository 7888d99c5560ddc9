import http from "node:http";
import os from "node:os";
import path from "node:path";
import { rm } from "node:fs/promises";
import { NextRequest } from "next/server";
// The pipe `next start` sends a route's body through: it waits on `drain` and cancels the body
// when the client goes, so backpressure and a client leaving reach the route as in production.
import { pipeToNodeResponse } from "next/dist/server/pipe-readable";

type Handler = (
  req: NextRequest,
  segment: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

export interface RouteServer {
  /** A Unix socket: its small fixed buffers make a client that stops reading stall the body within a few hundred KB. */
  socketPath: string;
  /** Connections the server still holds open. */
  openConnections(): Promise<number>;
  /** Resolves once the server has closed and every connection it had is gone. */
  close(): Promise<void>;
}

/** Serves `routes` (pathname → handler, no dynamic segments) over a real socket. */
export async function serveRoutes(routes: Record<string, Handler>): Promise<RouteServer> {
  const socketPath = path.join(os.tmpdir(), `bolso-routes-${process.pid}-${Date.now()}.sock`);
  await rm(socketPath, { force: true });
  const server = http.createServer((req, res) => {
    answer(req, res).catch((error: unknown) => res.destroy(error as Error));
  });

  async function answer(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? "/", "http://localhost:3000");
    const handler = routes[url.pathname];
    if (!handler) {
      res.writeHead(404).end();
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const response = await handler(new NextRequest(url, { method: req.method, headers }), {
      params: Promise.resolve({}),
    });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (!response.body) {
      res.end();
      return;
    }
    await pipeToNodeResponse(response.body, res);
  }

  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  return {
    socketPath,
    openConnections: () =>
      new Promise((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count)))),
    close: async () => {
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      await rm(socketPath, { force: true });
    },
  };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** A GET read to its end, on a socket of its own (no keep-alive: nothing stays open after). */
export function getWhole(server: RouteServer, urlPath: string, token?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { socketPath: server.socketPath, path: urlPath, agent: false, headers: token ? { authorization: `Bearer ${token}` } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
  });
}

export interface StalledReader {
  status: number;
  /** Destroys the client's socket and resolves once it is closed. */
  destroy(): Promise<void>;
}

/** A GET whose client reads the first piece of the body and then stops reading. */
export function stalledGet(server: RouteServer, urlPath: string, token: string): Promise<StalledReader> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { socketPath: server.socketPath, path: urlPath, agent: false, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        res.once("data", () => {
          res.pause();
          const socket = res.socket;
          resolve({
            status: res.statusCode ?? 0,
            destroy: () =>
              new Promise<void>((done) => {
                if (socket.destroyed) return done();
                socket.once("close", () => done());
                req.destroy();
              }),
          });
        });
        // Destroying the socket halfway is the point: the "aborted" error it raises is expected.
        res.on("error", () => undefined);
      },
    );
    req.on("error", reject);
  });
}
