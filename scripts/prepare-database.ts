import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import { runMigrations } from "@/db/migrate";
import * as schema from "@/db/schema";
import type { SeedResult } from "@/db/seed";
import { openEmbeddedDatabase, startEmbeddedDatabase } from "@/lib/server/embedded-db";

export interface PreparedDatabase {
  url: string;
  embedded: boolean;
  stop: () => Promise<void>;
}

/**
 * Points at DATABASE_URL when given; otherwise at the embedded PostgreSQL persisted in `dataDir`.
 * The server processes (dev, start) own that folder and refuse to start while another process holds
 * it; with `shared` (the one-off scripts) the running server is used through its socket instead, so
 * the folder is never opened twice. Either way the migrations are applied, and the demo account
 * seeded when asked.
 */
export async function prepareDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  seed: boolean;
  shared?: boolean;
}): Promise<PreparedDatabase> {
  let url = options.databaseUrl;
  let stop = async () => {};
  if (!url) {
    const embedded = options.shared
      ? await openEmbeddedDatabase(options.dataDir, { maxConnections: 16 })
      : { ...(await startEmbeddedDatabase({ dataDir: options.dataDir, maxConnections: 16 })), shared: false };
    url = embedded.url;
    stop = () => embedded.stop();
    console.log(
      embedded.shared
        ? `[bolso] banco embutido em ${options.dataDir}: usando o servidor que já está rodando`
        : `[bolso] banco embutido (PGlite) em ${options.dataDir}`,
    );
  }
  try {
    await runMigrations(url);
    if (options.seed) printDemoLogin(await seedDatabase(url));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, embedded: !options.databaseUrl, stop };
}

/**
 * Seeds through a connection of its own: the caller's `env` was read before DATABASE_URL
 * pointed at the embedded server, so the app's `db` singleton is not usable here.
 */
export async function seedDatabase(url: string): Promise<SeedResult> {
  // Imported here: @/db/seed reads the environment, which the scripts validate first.
  const { seedDemoAccount } = await import("@/db/seed");
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    return await seedDemoAccount(drizzle(pool, { schema }));
  } finally {
    await pool.end();
  }
}

export function printDemoLogin(demo: SeedResult): void {
  console.log(`\n[bolso] conta de demonstração → e-mail: ${demo.email}  senha: ${demo.password}\n`);
}
