import { sql } from "drizzle-orm";
import { inject, describe, expect, it } from "vitest";
import { db, getPool } from "@/lib/server/db";
import { resolveSession } from "@/server/auth/resolve-session";

const embedded = inject("databaseKind") === "embedded";

async function preparedNames(): Promise<string[]> {
  return db.transaction(async (tx) => {
    await resolveSession(tx, "token-que-nao-existe");
    const rows = await tx.execute<{ name: string }>(
      sql`select name from pg_prepared_statements order by name`,
    );
    return rows.rows.map((row) => row.name);
  });
}

describe("hot reads as prepared statements", () => {
  it.runIf(!embedded)(
    "PostgreSQL keeps the session lookup as a named statement of the connection",
    async () => {
      expect(await preparedNames()).toContain("resolve_session");
    },
  );

  it.runIf(embedded)(
    "the embedded server gets unnamed statements: its one session outlives every client",
    async () => {
      expect(await preparedNames()).toEqual([]);
      await expect(resolveSession(db, "token-que-nao-existe")).resolves.toBeNull();
      // A new client on the shared session would fail to PREPARE a name an earlier one left behind.
      await getPool().end();
      (globalThis as { bolsoPool?: unknown; bolsoDb?: unknown }).bolsoPool = undefined;
      (globalThis as { bolsoPool?: unknown; bolsoDb?: unknown }).bolsoDb = undefined;
      await expect(resolveSession(db, "token-que-nao-existe")).resolves.toBeNull();
    },
  );
});
