import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { Client } from "pg";

/** Arbitrary constant: every Bolso instance takes this advisory lock before migrating. */
const MIGRATION_LOCK_ID = 7_261_500_001;

export const migrationsFolder = path.join(process.cwd(), "db", "migrations");

/**
 * Applies pending migrations to `databaseUrl`. Safe when several instances start at once:
 * the first takes a session-level advisory lock, the others wait and then find nothing to do.
 */
export async function runMigrations(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    await client.end();
  }
}
