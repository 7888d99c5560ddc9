import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import * as schema from "@/db/schema";
import { env } from "@/lib/env";

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
  const pool = new Pool({ connectionString: env.DATABASE_URL, max: env.DATABASE_POOL_MAX });
  pool.on("error", (error) => console.error("[db] erro em conexão ociosa", error));
  return pool;
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
