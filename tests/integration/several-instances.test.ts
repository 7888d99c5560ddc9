import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";

// The stand-in must be configured before lib/env reads the environment: both instances can sync.
const fake = await vi.hoisted(async () => (await import("./pluggy-fixture")).startPluggyFake());

import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import type PgBoss from "pg-boss";
import * as schema from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { createJobQueue, ensureQueue, QUEUES } from "@/server/shared/job-queue";
import { DAILY_CRON, jobOf } from "@/server/jobs/jobs";
import { claimIdempotencyKey } from "@/server/idempotency/claim-idempotency-key";
import { RATE_LIMITS, rateLimiter } from "@/server/auth/rate-limit";
import { cents } from "@/lib/format/money";
import { RateLimiterRes } from "rate-limiter-flexible";
import { connect, rowsOf } from "./open-finance-sync-fixtures";
import { stopPluggyFakeAfterAll } from "./pluggy-fixture";
import { createTestUser } from "../helpers/users";

stopPluggyFakeAfterAll(fake);

/**
 * Two app instances on one database, as production runs them behind the proxy: each with its own
 * connection pool, its own Drizzle client and its own pg-boss, working the same queues with the
 * real job handlers. The embedded database serves one connection, so one instance, by design.
 */
const embedded = inject("databaseKind") === "embedded";

interface Instance {
  pool: Pool;
  db: Db;
  boss: PgBoss;
}

const instances: Instance[] = [];

async function startInstance(): Promise<Instance> {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
  const boss = createJobQueue(pool, { supervise: false, schedule: false });
  await boss.start();
  const instance = { pool, db: drizzle(pool, { schema }) as Db, boss };
  instances.push(instance);
  return instance;
}

/** Works `queue` on the instance with the app's own handler, on the instance's own database client. */
async function work(instance: Instance, queue: string, now: () => Date = () => new Date()) {
  const job = jobOf(queue);
  await ensureQueue(instance.boss, job.queue);
  await instance.boss.work(queue, { pollingIntervalSeconds: 0.5 }, job.work({ db: instance.db, now }));
}

async function settled(boss: PgBoss, queue: string, id: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await boss.getJobById(queue, id);
    if (job && ["completed", "failed", "cancelled"].includes(job.state)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job?.state ?? "missing"}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let a: Instance;
let b: Instance;

beforeAll(async () => {
  if (embedded) return;
  [a, b] = await Promise.all([startInstance(), startInstance()]);
});

afterAll(async () => {
  for (const { boss, pool } of instances) {
    await boss.stop({ graceful: false, wait: true, timeout: 5_000 });
    await pool.end();
  }
});

describe.skipIf(embedded)("two instances on one database", () => {
  it("keep one schedule for a daily job, however many instances keep it", async () => {
    const job = jobOf(QUEUES.dailyReminders);
    await Promise.all([ensureQueue(a.boss, job.queue), ensureQueue(b.boss, job.queue)]);
    await Promise.all([a.boss.schedule(job.queue.name, DAILY_CRON, {}, { tz: "America/Sao_Paulo" }), b.boss.schedule(job.queue.name, DAILY_CRON, {}, { tz: "America/Sao_Paulo" })]);
    const schedules = (await a.boss.getSchedules()).filter((schedule) => schedule.name === job.queue.name);
    expect(schedules).toHaveLength(1);
  });

  it("record the day's balances once when both start the snapshot job at the same moment", async () => {
    const { user } = await createTestUser();
    await a.db.insert(schema.paymentMethods).values({ userId: user.id, name: "Conta", kind: "account", openingBalance: cents(32109) });
    const job = jobOf(QUEUES.balanceSnapshots);
    await Promise.all([ensureQueue(a.boss, job.queue), ensureQueue(b.boss, job.queue)]);
    const key = job.sendAtStart?.singletonKey;
    const sent = await Promise.all([a.boss.send(job.queue.name, {}, { singletonKey: key }), b.boss.send(job.queue.name, {}, { singletonKey: key })]);
    const ids = sent.filter((id): id is string => id !== null);
    // Both run at 00:20 tomorrow, São Paulo: the day recorded is today, when the account exists.
    const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000);
    await Promise.all([work(a, job.queue.name, tomorrow), work(b, job.queue.name, tomorrow)]);
    for (const id of ids) expect((await settled(a.boss, job.queue.name, id)).state).toBe("completed");
    const rows = await b.db
      .select({ day: schema.balanceSnapshots.day, balance: schema.balanceSnapshots.balance })
      .from(schema.balanceSnapshots)
      .where(eq(schema.balanceSnapshots.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.balance).toBe(cents(32109));
  });

  it("sync a bank connection once when both are asked to, and write each row once", async () => {
    const { user, remote, item } = await connect(fake);
    const account = fake.state.addAccount(remote.id, { type: "BANK", balance: 100 });
    fake.state.addTransaction(account.id, { amount: -12.34, date: new Date().toISOString(), description: "Padaria" });
    fake.state.addTransaction(account.id, { amount: 500, date: new Date().toISOString(), description: "Pix recebido" });
    const queue = jobOf(QUEUES.openFinanceSync).queue;
    await Promise.all([ensureQueue(a.boss, queue), ensureQueue(b.boss, queue)]);
    const data = { openFinanceItemId: item.id, monthsBack: 12 };
    const sent = await Promise.all([
      a.boss.send(queue.name, data, { singletonKey: item.id }),
      b.boss.send(queue.name, data, { singletonKey: item.id }),
    ]);
    const ids = sent.filter((id): id is string => id !== null);
    expect(ids).toHaveLength(1);
    await Promise.all([work(a, queue.name), work(b, queue.name)]);
    expect((await settled(b.boss, queue.name, ids[0]!)).state).toBe("completed");
    expect((await rowsOf(user.id)).map((row) => row.raw).sort()).toEqual(["Padaria", "Pix recebido"]);
  });

  it("share one budget of attempts: what one instance spent, the other counts", async () => {
    const budget = RATE_LIMITS.login.pair;
    const key = `ana@exemplo.com.br|203.0.113.${Math.floor(Math.random() * 200)}`;
    const onA = rateLimiter("login:pair", budget, a.pool);
    const onB = rateLimiter("login:pair", budget, b.pool);
    for (let i = 0; i < budget.points; i += 1) await (i % 2 === 0 ? onA : onB).consume(key);
    await expect(onA.consume(key)).rejects.toBeInstanceOf(RateLimiterRes);
    await expect(onB.consume(key)).rejects.toBeInstanceOf(RateLimiterRes);
  });

  it("let one copy of an idempotent write claim its key, whichever instance each copy reached", async () => {
    const { user } = await createTestUser();
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) => claimIdempotencyKey(i % 2 === 0 ? a.db : b.db, user.id, { key: "chave-compartilhada", requestHash: "hash" })),
    );
    expect(claims.filter((claim) => claim.state === "claimed")).toHaveLength(1);
    expect(claims.filter((claim) => claim.state === "running")).toHaveLength(7);
  });
});
