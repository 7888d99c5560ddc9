import { Client } from "pg";
import { runMigrations } from "@/db/migrate";
import { startEmbeddedDatabase } from "@/lib/server/embedded-db";

export interface TestDatabase {
  url: string;
  kind: "postgres" | "embedded";
  dispose(): Promise<void>;
}

/**
 * With DATABASE_URL: a fresh database on that server, dropped afterwards (the given one is never
 * touched). Without it: an in-memory embedded PGlite, which is what a fresh machine has.
 */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const embedded = await startEmbeddedDatabase({ maxConnections: 8 });
    await runMigrations(embedded.url);
    return { url: embedded.url, kind: "embedded", dispose: () => embedded.stop() };
  }
  const name = `bolso_${label}_${process.pid}_${Date.now()}`.toLowerCase().replace(/[^a-z0-9_]/g, "_");
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await runMigrations(url.toString());
  return {
    url: url.toString(),
    kind: "postgres",
    async dispose() {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
