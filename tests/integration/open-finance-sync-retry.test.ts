import { beforeAll, describe, expect, it, vi } from "vitest";

// The stand-in must be configured before lib/env reads the environment; pages of two rows.
const fake = await vi.hoisted(async () => (await import("./pluggy-fixture")).startPluggyFake({ cursorPageSize: 2 }));

import { sql } from "drizzle-orm";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db";
import { lastSyncLabel } from "@/lib/format/bank-connection-texts";
import { startJobWorkers } from "@/server/jobs/start-job-workers";
import { enqueueItemSync } from "@/server/open-finance/sync-queue";
import { listConnections } from "@/server/open-finance/list-connections";
import { findConnectionsNeedingAction } from "@/server/open-finance/find-connections-needing-action";
import { connect, daysAgo, rowsOf } from "./open-finance-sync-fixtures";
import { stopPluggyFakeAfterAll } from "./pluggy-fixture";

beforeAll(async () => {
  await startJobWorkers({ schedules: false });
});
stopPluggyFakeAfterAll(fake, { quietSdk: true });

type JobRow = {
  state: string;
  retry_count: number;
  retry_limit: number;
  /** Seconds until pg-boss runs it again. */
  wait: number;
};

async function readJob(id: string): Promise<JobRow | undefined> {
  const result = await db.execute<JobRow>(sql`
    select state, retry_count, retry_limit, extract(epoch from start_after - now())::float8 as wait
    from ${sql.identifier(env.JOB_SCHEMA)}.job where id = ${id}`);
  return result.rows[0];
}

/** Polls the job until `done` holds (the worker picks jobs up every 2 s). */
async function jobWhen(id: string, done: (job: JobRow) => boolean, timeoutMs = 20_000): Promise<JobRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await readJob(id);
    if (job && done(job)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id}: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The retry's wait, lived through at once. */
async function retryNow(id: string): Promise<void> {
  await db.execute(sql`update ${sql.identifier(env.JOB_SCHEMA)}.job set start_after = now() where id = ${id}`);
}

/** A connection whose bank account holds `count` rows: three pages of two at most. */
async function connectionWithRows(count: number) {
  const connected = await connect(fake);
  const bank = fake.state.addAccount(connected.remote.id, { type: "BANK", balance: 0 });
  for (let n = 1; n <= count; n += 1) {
    fake.state.addTransaction(bank.id, { amount: -n, date: daysAgo(10 - n), description: `Conta ${n}` });
  }
  return connected;
}

async function shownConnection(userId: string) {
  const [connection] = await listConnections(db, userId);
  return { ...connection!, lastSync: lastSyncLabel(connection!.lastSyncedAt) };
}

describe("a sync that meets Pluggy rate limiting or down (open-finance-sync queue, retryLimit 6, retryDelay 30 s, backoff)", () => {
  it("fails on a 500 and on a 429 past the SDK's own retries; pg-boss retries it later each time, from the saved page, until it completes", async () => {
    const { user, item } = await connectionWithRows(5);
    // The item, its accounts, its holder and the first page answer; the second page meets an outage.
    fake.failNext(500, 1, 4);
    const jobId = (await enqueueItemSync(item.id, { monthsBack: 12 }))!;
    let job = await jobWhen(jobId, (j) => j.state === "retry");
    expect(job.retry_limit).toBe(6);
    expect(job.retry_count).toBe(0);
    // The first retry waits 30 to 60 s (30 s, doubled by the backoff, with jitter).
    expect(job.wait).toBeGreaterThan(25);
    expect(job.wait).toBeLessThanOrEqual(60);
    expect(await rowsOf(user.id)).toHaveLength(2);
    // Meanwhile the person sees the bank's state, no sync finished, and nothing asked of them.
    expect(await shownConnection(user.id)).toMatchObject({
      status: "UPDATED",
      statusLabel: "Atualizada",
      needsAction: false,
      lastSyncedAt: null,
      lastSync: "Ainda não atualizada",
    });
    expect(await findConnectionsNeedingAction(db, user.id)).toEqual([]);

    // The retry asks for the second page again: Pluggy limits the rate three times in a row, past
    // the SDK's two retries (each after Retry-After), and the job waits longer.
    fake.failNext(429, 3, 3);
    const asked = fake.requests.length;
    await retryNow(jobId);
    job = await jobWhen(jobId, (j) => j.state === "retry" && j.retry_count === 1);
    expect(job.wait).toBeGreaterThan(55);
    expect(job.wait).toBeLessThanOrEqual(120);
    const pages = fake.requests.slice(asked).filter((request) => request.startsWith("GET /v2/transactions"));
    expect(pages).toHaveLength(3);
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).toContain("after=");
    expect(await rowsOf(user.id)).toHaveLength(2);

    // Pluggy answers again: the next retry completes the sync, each row once.
    await retryNow(jobId);
    job = await jobWhen(jobId, (j) => j.state === "completed");
    expect(job.retry_count).toBe(2);
    const rows = await rowsOf(user.id);
    expect(rows.map((row) => row.description)).toEqual(["Conta 1", "Conta 2", "Conta 3", "Conta 4", "Conta 5"]);
    expect(new Set(rows.map((row) => row.pluggyId)).size).toBe(5);
    const shown = await shownConnection(user.id);
    expect(shown.lastSyncedAt).not.toBeNull();
    expect(shown.lastSync).toMatch(/^dados de hoje, \d\d:\d\d$/);
  }, 60_000);

  it("with Pluggy unreachable (connection refused) writes nothing and is retried; once Pluggy is back, the retry completes", async () => {
    const { user, item } = await connectionWithRows(3);
    await fake.goOffline();
    let jobId: string;
    try {
      jobId = (await enqueueItemSync(item.id))!;
      const job = await jobWhen(jobId, (j) => j.state === "retry");
      expect(job.retry_count).toBe(0);
      expect(job.wait).toBeGreaterThan(25);
      expect(await rowsOf(user.id)).toEqual([]);
      // Pluggy never answered: the connection keeps the state it had, and no sync finished.
      expect(await shownConnection(user.id)).toMatchObject({
        status: "UPDATING",
        statusLabel: "Atualizando",
        needsAction: false,
        lastSync: "Ainda não atualizada",
      });
    } finally {
      await fake.comeBack();
    }
    await retryNow(jobId);
    await jobWhen(jobId, (j) => j.state === "completed");
    expect(await rowsOf(user.id)).toHaveLength(3);
    expect((await shownConnection(user.id)).lastSyncedAt).not.toBeNull();
  }, 60_000);
});
