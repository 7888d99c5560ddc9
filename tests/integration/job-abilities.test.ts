import { afterAll, describe, expect, it, vi } from "vitest";

// The stand-in must be configured before lib/env reads the environment: this process can sync.
const fake = await vi.hoisted(async () => (await import("./pluggy-fixture")).startPluggyFake());

import type PgBoss from "pg-boss";
import { getPool } from "@/lib/server/db";
import { createJobQueue, QUEUES, sendJob } from "@/server/shared/job-queue";
import { jobOf } from "@/server/jobs/jobs";
import { startJobWorkers, workJobs } from "@/server/jobs/start-job-workers";
import { enqueueItemSync } from "@/server/open-finance/sync-queue";
import { connect, rowsOf } from "./open-finance-sync-fixtures";
import { stopPluggyFakeAfterAll } from "./pluggy-fixture";

stopPluggyFakeAfterAll(fake);

/** Another server on the same database, started without Pluggy's settings. */
let withoutPluggy: PgBoss | undefined;
afterAll(async () => {
  await withoutPluggy?.stop({ graceful: false, wait: true, timeout: 5_000 });
});

async function settled(boss: PgBoss, queue: string, id: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await boss.getJobById(queue, id);
    if (job && ["completed", "failed", "cancelled"].includes(job.state)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job?.state ?? "missing"}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("which instance works a queue", () => {
  it("an instance without Pluggy's settings leaves a bank sync queued, and one with them syncs it", async () => {
    withoutPluggy = createJobQueue(getPool());
    await withoutPluggy.start();
    const worked = await workJobs(withoutPluggy, { schedules: false, abilities: { bankConnection: false } });
    expect(worked).toContain(QUEUES.idempotencyPurge);
    expect(worked).not.toContain(QUEUES.openFinanceSync);

    const { user, remote, item } = await connect(fake);
    const account = fake.state.addAccount(remote.id, { type: "BANK", balance: 10 });
    fake.state.addTransaction(account.id, { amount: -3.5, date: new Date().toISOString(), description: "Padaria" });
    const syncId = (await enqueueItemSync(item.id, { monthsBack: 12 }))!;

    // The instance works the jobs it can: one sent after the sync is done, and the sync still waits.
    const purgeId = (await sendJob(jobOf(QUEUES.idempotencyPurge).queue, {}))!;
    expect((await settled(withoutPluggy, QUEUES.idempotencyPurge, purgeId)).state).toBe("completed");
    expect(await withoutPluggy.getJobById(QUEUES.openFinanceSync, syncId)).toMatchObject({ state: "created", retryCount: 0 });
    expect(await rowsOf(user.id)).toEqual([]);

    // This process has Pluggy's settings: its workers take the waiting sync.
    const able = await startJobWorkers({ schedules: false });
    const sync = await settled(able, QUEUES.openFinanceSync, syncId);
    expect(sync).toMatchObject({ state: "completed", retryCount: 0 });
    expect((await rowsOf(user.id)).map((row) => row.raw)).toEqual(["Padaria"]);
  });
});
