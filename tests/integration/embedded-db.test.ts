import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { runMigrations } from "@/db/migrate";
import { startEmbeddedDatabase } from "@/lib/server/embedded-db";

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe("embedded database (npm run dev without DATABASE_URL)", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bolso-pglite-"));

  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("keeps data written before a stop when it starts again on the same folder", async () => {
    const first = await startEmbeddedDatabase({ dataDir });
    try {
      await runMigrations(first.url);
      await withClient(first.url, (client) =>
        client.query(
          `insert into users (name, email, password_hash) values ('Persistente', 'persiste@exemplo.com.br', 'x')`,
        ),
      );
    } finally {
      await first.stop();
    }

    const second = await startEmbeddedDatabase({ dataDir });
    try {
      // Already migrated: nothing to apply, and the row is still there.
      await runMigrations(second.url);
      const rows = await withClient(second.url, (client) =>
        client.query<{ name: string }>(
          "select name from users where email = 'persiste@exemplo.com.br'",
        ),
      );
      expect(rows.rows).toEqual([{ name: "Persistente" }]);
    } finally {
      await second.stop();
    }
  }, 120_000);
});
