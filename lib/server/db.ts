import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import * as schema from "@/db/schema";
import { env } from "@/lib/env";
import { describeError, logger } from "@/lib/server/logger";
import { outsideRequest } from "@/lib/server/request-context";
import { isEmbeddedDatabaseUrl } from "@/lib/embedded-marker";

/**
 * No statement, and no transaction left waiting, keeps a pooled connection past this: a runaway
 * query fails instead of starving every other request. (The embedded dev server has no timers.)
 */
const SERVER_TIMEOUT_MS = 20_000;

export type Db = NodePgDatabase<typeof schema>;
/** A database handle or an open transaction: use cases accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

const globalForDb = globalThis as unknown as { bolsoPool?: Pool; bolsoDb?: Db };

function createPool(): Pool {
  if (!env.DATABASE_URL) {
    throw new Error(
      "DATABASE_URL não definida: rode `npm run dev` (que sobe o banco embutido) ou aponte para um PostgreSQL.",
    );
  }
  const pool = new Pool({
    connectionString: env.DATABASE_URL,
    max: env.DATABASE_POOL_MAX,
    // Also how long a request waits for a free pooled connection: an unreachable server or a
    // starved pool answers 503 in seconds instead of holding the request open.
    connectionTimeoutMillis: 5_000,
    ...(isEmbeddedDatabaseUrl(env.DATABASE_URL)
      ? {}
      : { statement_timeout: SERVER_TIMEOUT_MS, idle_in_transaction_session_timeout: SERVER_TIMEOUT_MS }),
  });
  // An unheard `error` event ends the process. The pool re-emits a lost idle connection's error;
  // a connection lost while checked out (between two queries of a transaction) emits it on the
  // client only. Either way the pool drops that connection and the query in flight fails on its own.
  pool.on("error", logConnectionLost);
  pool.on("connect", (client) => client.on("error", logConnectionLost));
  return pool;
}

let lastConnectionLostLog = 0;

/** One line per outage, not one per pooled connection. */
function logConnectionLost(error: Error) {
  const now = Date.now();
  if (now - lastConnectionLostLog < 5_000) return;
  lastConnectionLostLog = now;
  outsideRequest(() =>
    logger.warn({ err: describeError(error, { stack: false }) }, "conexão com o banco de dados perdida"),
  );
}

export function getPool(): Pool {
  globalForDb.bolsoPool ??= createPool();
  return globalForDb.bolsoPool;
}

function getDb(): Db {
  globalForDb.bolsoDb ??= drizzle(getPool(), { schema });
  return globalForDb.bolsoDb;
}

/** The app's database; the pool is created on first use, so importing this never connects. */
export const db: Db = new Proxy({} as Db, {
  get(_target, property) {
    const real = getDb();
    const value: unknown = Reflect.get(real, property, real);
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(real) : value;
  },
});
