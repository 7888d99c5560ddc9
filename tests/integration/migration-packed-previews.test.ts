import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { Client, Pool } from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import * as schema from "@/db/schema";
import { runMigrations } from "@/db/migrate";
import { commitImport } from "@/server/imports/commit-import";
import { unpackCells, unpackRows } from "@/server/imports/preview-packing";
import { migrationsUpTo, scratchDatabase } from "../helpers/scratch-database";

const databaseUrl = inject("databaseUrl");
const embedded = inject("databaseKind") === "embedded";

const rows = [
  { index: 0, date: "2026-03-02", description: "Café 😀 \"aspas\"", cents: 1050, type: "despesa", duplicate: false, suggestedCategoryId: null, fitid: "F1" },
  { index: 1, date: "2026-03-03", description: "Salário", cents: 500000, type: "receita", duplicate: true, suggestedCategoryId: null },
];
const cells = [
  { line: 2, values: ["02/03/2026", "Café 😀 \"aspas\"", "-10,50"] },
  { line: 3, values: ["03/03/2026", "Salário", "5000,00"] },
];

describe.skipIf(embedded)("migrations 0018–0019: a preview's rows and cells, packed", () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let pool: Pool;
  const ids = { user: "", preview: "", committed: "" };

  beforeAll(async () => {
    scratch = await scratchDatabase(databaseUrl, `bolso_packed_${process.pid}_${Date.now()}`);
    const client = new Client({ connectionString: scratch.url });
    await client.connect();
    try {
      await migrate(drizzle(client), { migrationsFolder: migrationsUpTo(17) });
      const one = async (text: string, values: unknown[]) => (await client.query<{ id: string }>(text, values)).rows[0]!.id;
      ids.user = await one(
        "insert into users (name, email, password_hash, subscription_status) values ('Ana', $1, 'x', 'active') returning id",
        [`ana-${Date.now()}@exemplo.com.br`],
      );
      const insert = `insert into imports (user_id, format, file_name, status, columns, mapping, cells, rows, row_count, duplicate_count)
        values ($1, 'csv', 'extrato.csv', $2, '["Data","Descrição","Valor"]', '{"date":0,"description":1,"amount":2}', $3, $4, 2, 1) returning id`;
      ids.preview = await one(insert, [ids.user, "preview", JSON.stringify(cells), JSON.stringify(rows)]);
      ids.committed = await one(insert, [ids.user, "committed", null, JSON.stringify([])]);
    } finally {
      await client.end();
    }
    await runMigrations(scratch.url);
    pool = new Pool({ connectionString: scratch.url });
  }, 120_000);

  afterAll(async () => {
    await pool?.end();
    await scratch?.drop();
  });

  it("keeps every row and cell as it was, and a migrated preview still commits with a new mapping", async () => {
    const db = drizzle(pool, { schema });
    const stored = await db.query.imports.findMany({ orderBy: (t, { asc }) => [asc(t.status)] });
    const [committed, preview] = stored;
    expect(await unpackRows(preview!.rows)).toEqual(rows);
    expect(await unpackCells(preview!.cells!)).toEqual(cells);
    expect(await unpackRows(committed!.rows)).toEqual([]);
    expect(committed!.cells).toBeNull();

    const result = await commitImport(db, ids.user, ids.preview, { mapping: { date: 0, description: 1, amount: 2 } });
    expect(result).toEqual({ created: 2, skipped: 0 });
    const created = await pool.query<{ description: string; valor: string }>(
      "select description, valor::text from transactions where user_id = $1 order by transaction_date",
      [ids.user],
    );
    expect(created.rows).toEqual([
      { description: "Café 😀 \"aspas\"", valor: "10.50" },
      { description: "Salário", valor: "5000.00" },
    ]);
  });
});
