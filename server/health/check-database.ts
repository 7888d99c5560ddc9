import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/server/db";

/** Round-trips to the database and confirms the migrations ran (the fixed transaction types exist). */
export async function checkDatabase(db: Db): Promise<{ ok: boolean; latencyMs: number }> {
  const started = performance.now();
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from transaction_types`,
  );
  return { ok: result.rows[0]?.count === 2, latencyMs: Math.round(performance.now() - started) };
}
