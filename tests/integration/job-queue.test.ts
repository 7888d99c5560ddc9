import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type PgBoss from "pg-boss";
import { addDays, splitDay, todayInSaoPaulo } from "@/lib/domain/calendar";
import { db, getPool } from "@/lib/server/db";
import { recurringPayments } from "@/db/schema";
import { createJobQueue, ensureQueue, QUEUES } from "@/server/shared/job-queue";
import { startJobWorkers } from "@/server/jobs/start-job-workers";
import { cents } from "@/lib/format/money";
import { createTestUser } from "../helpers/users";

const mail = await vi.hoisted(async () => (await import("./auth-mail")).catchMail());

/** Two instances of the app, as two servers would run them, on the same database. */
let first: PgBoss;
let second: PgBoss;

beforeAll(async () => {
  first = await startJobWorkers();
  second = createJobQueue(getPool());
  await second.start();
});

afterAll(async () => {
  await Promise.all([first, second].map((boss) => boss?.stop({ graceful: true, wait: true, timeout: 5_000 })));
  await mail.stop();
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

describe("job queue (pg-boss on the app's database)", () => {
  it("starts once per process and keeps the daily reminders and pushes scheduled at 08:00 in São Paulo, the balance snapshot at 00:20", async () => {
    expect(await startJobWorkers()).toBe(first);
    const schedules = await first.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron]).sort()).toEqual([
      [QUEUES.attachmentFilesPurge, "41 * * * *"],
      [QUEUES.balanceSnapshots, "20 0 * * *"],
      [QUEUES.dailyPushes, "0 8 * * *"],
      [QUEUES.dailyReminders, "0 8 * * *"],
      [QUEUES.idempotencyPurge, "17 * * * *"],
      [QUEUES.importPreviewsPurge, "0 * * * *"],
    ]);
    for (const name of [QUEUES.dailyReminders, QUEUES.dailyPushes, QUEUES.balanceSnapshots]) {
      expect(schedules.find((s) => s.name === name)?.options?.tz).toBe("America/Sao_Paulo");
    }
    // A second instance creating the same queue at once is not an error.
    await Promise.all([ensureQueue(first, { name: "corrida" }), ensureQueue(second, { name: "corrida" })]);
    expect(await second.getQueue("corrida")).toMatchObject({ name: "corrida" });
  });

  it("hands each job to exactly one of two instances working the same queue", async () => {
    await ensureQueue(first, { name: "uma-vez" });
    const seen: string[] = [];
    const handler = async (jobs: PgBoss.Job<{ n: number }>[]) => {
      for (const job of jobs) seen.push(job.id);
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await first.work("uma-vez", { pollingIntervalSeconds: 0.5, batchSize: 3 }, handler);
    await second.work("uma-vez", { pollingIntervalSeconds: 0.5, batchSize: 3 }, handler);
    const ids = await Promise.all(Array.from({ length: 20 }, (_, n) => first.send("uma-vez", { n })));
    for (const id of ids) expect((await settled(first, "uma-vez", id!)).state).toBe("completed");
    expect(seen.sort()).toEqual([...ids].sort());
  });

  it("retries a failed job with its queue's delay until it succeeds", async () => {
    await ensureQueue(first, { name: "tenta-de-novo", retryLimit: 2, retryDelay: 1 });
    let attempts = 0;
    await second.work("tenta-de-novo", { pollingIntervalSeconds: 0.5 }, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("SMTP fora do ar");
    });
    const id = await first.send("tenta-de-novo", {});
    const job = await settled(first, "tenta-de-novo", id!);
    expect(job.state).toBe("completed");
    expect(job.retryCount).toBe(1);
    expect(attempts).toBe(2);
  });

  it("runs the daily reminders as a job: one digest per person, even when the job arrives twice", async () => {
    const { user } = await createTestUser({ name: "Bia Fila" });
    const due = addDays(todayInSaoPaulo(), 1);
    await db.insert(recurringPayments).values({
      userId: user.id,
      name: "Conta de água",
      amount: cents(8000),
      dueDay: splitDay(due).day,
      frequency: "monthly",
      createdAt: new Date(Date.now() - 10 * 86_400_000),
    });
    const [a, b] = await Promise.all([first.send(QUEUES.dailyReminders, {}), second.send(QUEUES.dailyReminders, {})]);
    expect((await settled(first, QUEUES.dailyReminders, a!)).state).toBe("completed");
    expect((await settled(first, QUEUES.dailyReminders, b!)).state).toBe("completed");
    const toBia = mail.messages.filter((m) => m.to.includes(user.email.toLowerCase()));
    expect(toBia).toHaveLength(1);
    expect(toBia[0]!.text).toContain("Conta de água");
  });
});
