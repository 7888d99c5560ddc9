/**
 * `npm run bench:instances`: two app instances on one database (each its own pool, Drizzle client
 * and pg-boss, working the same queues with the real handlers), as production runs behind the
 * proxy. Prints, for PEOPLE people: the day's balance snapshot started by both at once (how long,
 * rows per person and day: must be 1), and CLAIMS idempotent writes whose copies reach either
 * instance (how long, keys claimed twice: must be 0).
 *
 * Run with the react-server condition so server/ modules load outside Next:
 * `tsx --conditions=react-server scripts/bench/two-instances.ts`. Env: DATABASE_URL (else embedded,
 * which serves one connection: the figures then say little).
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import type PgBoss from "pg-boss";
import * as schema from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { createTestDatabase } from "../../tests/helpers/test-database";
import { withCleanup } from "./environment";

const PEOPLE = 500;
const CLAIMS = 2_000;
const DAY_MS = 24 * 60 * 60 * 1000;

async function main() {
  await withCleanup(async (defer) => {
    const database = await createTestDatabase("bench-instances");
    defer(() => database.dispose());
    Object.assign(process.env, { DATABASE_URL: database.url, JOB_SCHEMA: "pgboss_bench" });
    const { createJobQueue, ensureQueue, QUEUES } = await import("@/server/shared/job-queue");
    const { jobOf } = await import("@/server/jobs/jobs");
    const { claimIdempotencyKey } = await import("@/server/idempotency/claim-idempotency-key");

    const start = async () => {
      const pool = new Pool({ connectionString: database.url, max: 4 });
      // The throwaway database is dropped at the end: a connection cut then is expected, not a crash.
      pool.on("error", (error) => console.warn(`[bench] conexão encerrada: ${error.message}`));
      const boss: PgBoss = createJobQueue(pool, { supervise: false, schedule: false });
      await boss.start();
      defer(async () => {
        await boss.stop({ graceful: false, wait: true, timeout: 5_000 });
        await pool.end();
      });
      return { pool, boss, db: drizzle(pool, { schema }) as Db };
    };
    const [a, b] = [await start(), await start()];

    // PEOPLE people, each with one account.
    await a.db.execute(sql`insert into users (name, email, password_hash)
      select 'Pessoa ' || n, 'pessoa' || n || '@bench.example', 'x' from generate_series(1, ${PEOPLE}) n`);
    await a.db.execute(sql`insert into payment_methods (user_id, name, kind, opening_balance)
      select id, 'Conta', 'account', 100 from users`);

    const job = jobOf(QUEUES.balanceSnapshots);
    await Promise.all([ensureQueue(a.boss, job.queue), ensureQueue(b.boss, job.queue)]);
    const tomorrow = () => new Date(Date.now() + DAY_MS);
    const started = performance.now();
    const sent = await Promise.all(
      [a, b].map((instance) => instance.boss.send(job.queue.name, {}, { singletonKey: job.sendAtStart?.singletonKey })),
    );
    const ids = sent.filter((id): id is string => id !== null);
    await Promise.all(
      [a, b].map((instance) =>
        instance.boss.work(job.queue.name, { pollingIntervalSeconds: 0.5 }, job.work({ db: instance.db, now: tomorrow })),
      ),
    );
    for (const id of ids) {
      for (;;) {
        const state = (await a.boss.getJobById(job.queue.name, id))?.state;
        if (state === "completed" || state === "failed") break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const snapshotMs = performance.now() - started;
    const [counts] = (
      await b.db.execute<{ rows: number; most: number }>(sql`select count(*)::int as rows,
        coalesce(max(n), 0)::int as most from (select count(*) as n from balance_snapshots group by user_id, subject_id, day) per`)
    ).rows;

    const [owner] = (await a.db.execute<{ id: string }>(sql`select id from users limit 1`)).rows;
    const keys = Array.from({ length: CLAIMS / 2 }, () => randomUUID());
    const claimStarted = performance.now();
    const claims = await Promise.all(
      keys.flatMap((key) => [a, b].map((instance) => claimIdempotencyKey(instance.db, owner!.id, { key, requestHash: "hash" }))),
    );
    const claimMs = performance.now() - claimStarted;
    const claimed = claims.filter((claim) => claim.state === "claimed").length;

    console.log(`\nduas instâncias no mesmo banco (${database.kind})`);
    console.log(`  snapshot diário iniciado pelas duas: ${ids.length} tarefa(s), ${Math.round(snapshotMs)} ms para ${PEOPLE} pessoas`);
    console.log(`    linhas gravadas: ${counts?.rows ?? 0}; no máximo ${counts?.most ?? 0} por pessoa e dia (deve ser 1)`);
    console.log(`  ${CLAIMS} cópias de ${keys.length} escritas idempotentes, metade em cada instância: ${Math.round(claimMs)} ms`);
    console.log(`    chaves tomadas: ${claimed} de ${keys.length} (nenhuma duas vezes: ${claimed === keys.length ? "sim" : "NÃO"})`);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
