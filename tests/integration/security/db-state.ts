import { sql } from "drizzle-orm";
import { db } from "@/lib/server/db";

/**
 * What a refused request writes by design: the auth throttling counts failed attempts per IP and
 * per account, and a wrong one-time code counts against that code's tries.
 */
const WRITTEN_ON_REFUSAL = new Set(["rate_limits"]);
const COLUMNS_WRITTEN_ON_REFUSAL: Record<string, string[]> = { one_time_codes: ["failed_attempts"] };

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
    .map((name) => {
      const row = ["to_jsonb(t)", ...(COLUMNS_WRITTEN_ON_REFUSAL[name] ?? []).map((column) => `'${column}'`)].join(" - ");
      // An order-free sum of row hashes: no sort, and any insert, update or delete moves it.
      return (
        `select '${name}' as name, count(*)::int as rows, ` +
        `coalesce(sum(hashtextextended((${row})::text, 0)::numeric), 0)::text as hash from "${name}" t`
      );
    })
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

/** Moves whenever a transaction that wrote has completed (it was given an id); reads leave it. */
async function writeMark(): Promise<string> {
  const result = await db.execute<{ mark: string }>(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`);
  return result.rows[0]?.mark ?? "";
}

/**
 * Tells which tables changed since the last look. Reads every row only when PostgreSQL says some
 * transaction wrote, which keeps a long run of refused requests cheap.
 */
export class WriteWatch {
  private constructor(
    private state: DbState,
    private mark: string,
  ) {}

  static async start(): Promise<WriteWatch> {
    const mark = await writeMark();
    return new WriteWatch(await readDbState(), mark);
  }

  async changes(): Promise<string[]> {
    const mark = await writeMark();
    if (mark === this.mark) return [];
    const state = await readDbState();
    const changed = changedTables(this.state, state);
    this.state = state;
    this.mark = mark;
    return changed;
  }
}
