import { sql } from "drizzle-orm";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";

// Must run before any app module reads the environment.
process.env.DATABASE_URL = inject("databaseUrl");
// The embedded server multiplexes one PostgreSQL session: one connection per process keeps
// each transaction's statements together.
process.env.DATABASE_POOL_MAX = inject("databaseKind") === "embedded" ? "1" : "4";
process.env.APP_URL = "http://localhost:3000";
// Test files run in parallel processes on one database: each works only its own job queue.
process.env.JOB_SCHEMA = `pgboss_${process.pid}`;
// Receipts kept on disk go to a folder of this process, never the checkout's .data/.
process.env.ATTACHMENTS_DIR = path.join(os.tmpdir(), `bolso-anexos-${process.pid}`);

const TABLES_TO_CLEAN = [
  "recurring_payment_occurrences",
  "transactions",
  "recurring_payments",
  "objectives",
  "categories",
  "payment_methods",
  "one_time_codes",
  "sessions",
  "rate_limits",
  "processed_stripe_events",
  "open_finance_events",
  "users",
];

beforeAll(async () => {
  const { db } = await import("@/lib/server/db");
  await db.execute(sql.raw(`truncate table ${TABLES_TO_CLEAN.join(", ")} cascade`));
});

afterAll(async () => {
  const { getPool } = await import("@/lib/server/db");
  const pool = getPool();
  // end() waits for every client to come back. A file that cut the database under load (the
  // outage test) can leave a socket the relay destroyed half-closed for a long while on a busy
  // machine; say so and move on rather than hang the suite.
  const ended = await Promise.race([
    pool.end().then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000).unref()),
  ]);
  if (!ended) {
    console.warn(
      `[setup] o pool não terminou em 10 s: ${pool.totalCount} conexões, ${pool.idleCount} ociosas, ${pool.waitingCount} à espera`,
    );
  }
  (globalThis as { bolsoPool?: unknown; bolsoDb?: unknown }).bolsoPool = undefined;
  (globalThis as { bolsoPool?: unknown; bolsoDb?: unknown }).bolsoDb = undefined;
});
