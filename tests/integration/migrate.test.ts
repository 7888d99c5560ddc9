import fs from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { migrationsFolder, runMigrations } from "@/db/migrate";

const databaseUrl = inject("databaseUrl");
const embedded = inject("databaseKind") === "embedded";
const journal = JSON.parse(
  fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
) as { entries: unknown[] };

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

const appliedCount = async (url: string) =>
  (
    await query<{ n: number }>(url, "select count(*)::int as n from drizzle.__drizzle_migrations")
  )[0]?.n;

describe("runMigrations", () => {
  const scratch = `bolso_migrate_${process.pid}_${Date.now()}`;
  const scratchUrl = (() => {
    const url = new URL(databaseUrl);
    url.pathname = `/${scratch}`;
    return url.toString();
  })();

  afterAll(async () => {
    if (!embedded) await query(databaseUrl, `drop database if exists "${scratch}" with (force)`);
  });

  it("is idempotent: a second run on a migrated database applies nothing", async () => {
    const before = await appliedCount(databaseUrl);
    await runMigrations(databaseUrl);
    await runMigrations(databaseUrl);
    expect(before).toBe(journal.entries.length);
    expect(await appliedCount(databaseUrl)).toBe(journal.entries.length);
  });

  it("leaves the two transaction types in every migrated database", async () => {
    const rows = await query<{ transaction_type: string }>(
      databaseUrl,
      "select transaction_type from transaction_types order by transaction_type",
    );
    expect(rows.map((r) => r.transaction_type)).toEqual(["despesa", "receita"]);
  });

  // The embedded server multiplexes every client onto one PostgreSQL session, where a
  // session-level advisory lock is re-entrant, so it cannot show two instances excluding
  // each other; and a fresh database cannot be created beside the one PGlite serves.
  it.skipIf(embedded)("lets two instances migrate a fresh database at the same time", async () => {
    await query(databaseUrl, `create database "${scratch}"`);
    const results = await Promise.allSettled([
      runMigrations(scratchUrl),
      runMigrations(scratchUrl),
      runMigrations(scratchUrl),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
    expect(await appliedCount(scratchUrl)).toBe(journal.entries.length);
    const types = await query<{ n: number }>(
      scratchUrl,
      "select count(*)::int as n from transaction_types",
    );
    expect(types[0]?.n).toBe(2);
  });
});
