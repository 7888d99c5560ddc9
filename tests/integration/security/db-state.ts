import { sql } from "drizzle-orm";
import { db } from "@/lib/server/db";

/**
 * Tables that change by design on a refused request: the per-IP and per-account counters of the
 * auth throttling are written precisely when an attempt fails.
 */
const WRITTEN_ON_REFUSAL = new Set(["rate_limits"]);

export type DbState = Record<string, { rows: number; hash: string }>;

let tableNames: string[] | null = null;

async function userTables(): Promise<string[]> {
  if (!tableNames) {
    const result = await db.execute<{ name: string }>(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
    tableNames = result.rows.map((row) => row.name).filter((name) => !WRITTEN_ON_REFUSAL.has(name));
    if (tableNames.length < 10) throw new Error(`only ${tableNames.length} tables found: ${tableNames.join(", ")}`);
  }
  return tableNames;
}

/** Row count and a digest of every row of every application table: any write shows. */
export async function readDbState(): Promise<DbState> {
  const tables = await userTables();
  const query = tables
    .map(
      (name) =>
        `select '${name}' as name, count(*)::int as rows, ` +
        `md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${name}" t`,
    )
    .join(" union all ");
  const result = await db.execute<{ name: string; rows: number; hash: string }>(sql.raw(query));
  return Object.fromEntries(result.rows.map((row) => [row.name, { rows: Number(row.rows), hash: row.hash }]));
}

/** The tables whose rows differ between two states, e.g. `["transactions: 3 → 4 rows"]`. */
export function changedTables(before: DbState, after: DbState): string[] {
  return Object.keys({ ...before, ...after })
    .filter((name) => before[name]?.hash !== after[name]?.hash)
    .map((name) => `${name}: ${before[name]?.rows ?? 0} → ${after[name]?.rows ?? 0} rows`);
}
