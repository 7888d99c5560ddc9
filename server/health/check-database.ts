import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/server/db";

/** Longer than this and the database counts as down (a health check must answer quickly). */
const TIMEOUT_MS = 2_000;

/** Round-trips to the database and confirms the migrations ran (the fixed transaction types exist). */
export async function checkDatabase(db: Db): Promise<{ ok: boolean; latencyMs: number }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([
      db.execute<{ count: number }>(sql`select count(*)::int as count from transaction_types`),
      timeout,
    ]);
    return { ok: result.rows[0]?.count === 2, latencyMs: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}
