import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite (PostgreSQL in WebAssembly) behind a PostgreSQL wire-protocol socket, so the app
 * talks to it through `pg` and DATABASE_URL like any other server. `dataDir` undefined = in memory.
 */
export async function startEmbeddedDatabase(options: {
  dataDir?: string;
  port?: number;
  maxConnections?: number;
}): Promise<EmbeddedDatabase> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {});
  const server = new PGLiteSocketServer({
    db: pglite,
    host: "127.0.0.1",
    port: options.port ?? 0,
    maxConnections: options.maxConnections ?? 16,
  });
  await server.start();
  const url = `postgres://postgres:postgres@${server.getServerConn()}/postgres?sslmode=disable`;
  return {
    url,
    async stop() {
      await server.stop();
      await pglite.close();
    },
  };
}
