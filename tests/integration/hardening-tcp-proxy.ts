import net from "node:net";
import type { AddressInfo } from "node:net";

export interface TcpProxy {
  /** DATABASE_URL rewritten to go through the proxy. */
  url: string;
  /** Drops every open connection and refuses new ones, as a restarting server does. */
  cut(): void;
  restore(): void;
  stop(): Promise<void>;
}

/** A TCP relay in front of the database of `databaseUrl`, to cut and restore the app's connections. */
export async function startTcpProxy(databaseUrl: string): Promise<TcpProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let up = true;
  const server = net.createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", close);
      socket.on("close", close);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    cut() {
      up = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      up = true;
    },
    stop() {
      up = false;
      for (const socket of sockets) socket.destroy();
      // close() waits for every accepted connection to end; one the app's pool opened while the
      // relay was stopping must not hold the suite, so stop waiting after a second.
      server.unref();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, 1_000);
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
