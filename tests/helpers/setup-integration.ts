import { sql } from "drizzle-orm";
import { afterAll, beforeAll, inject } from "vitest";

// Must run before any app module reads the environment.
process.env.DATABASE_URL = inject("databaseUrl");
// The embedded server multiplexes one PostgreSQL session: one connection per process keeps
// each transaction's statements together.
process.env.DATABASE_POOL_MAX = inject("databaseKind") === "embedded" ? "1" : "4";
process.env.APP_URL = "http://localhost:3000";

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
  "users",
];

beforeAll(async () => {
  const { db } = await import("@/lib/server/db");
  await db.execute(sql.raw(`truncate table ${TABLES_TO_CLEAN.join(", ")} cascade`));
});

afterAll(async () => {
  const { getPool } = await import("@/lib/server/db");
  await getPool().end();
  (globalThis as { bolsoPool?: unknown; bolsoDb?: unknown }).bolsoPool = undefined;
  (globalThis as { bolsoPool?: unknown; bolsoDb?: unknown }).bolsoDb = undefined;
});
