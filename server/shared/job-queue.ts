import "server-only";
import PgBoss from "pg-boss";
import type { Pool } from "pg";
import { env, schedulerEnabled, schedulesEnabled } from "@/lib/env";
import { getPool } from "@/lib/server/db";
import { describeError, logger } from "@/lib/server/logger";

/** Every queue the app uses. A job names its queue; a queue has one handler (server/jobs/jobs.ts). */
export const QUEUES = {
  dailyReminders: "daily-reminders",
  dailyPushes: "daily-pushes",
  importPreviewsPurge: "import-previews-purge",
  idempotencyPurge: "idempotency-purge",
  openFinanceSync: "open-finance-sync",
  attachmentFilesPurge: "attachment-files-purge",
  categoriesBackfill: "categories-backfill",
  webhookDeliveries: "webhook-deliveries",
  webhookDeliveriesDue: "webhook-deliveries-due",
  balanceSnapshots: "balance-snapshots",
} as const;

/**
 * A pg-boss instance on the app's own pool: jobs live in the same PostgreSQL (or embedded
 * database) as the data they act on, and share its connection budget instead of opening more.
 */
export function createJobQueue(pool: Pool, options: PgBoss.ConstructorOptions = {}): PgBoss {
  return new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: env.JOB_SCHEMA,
    ...options,
  });
}

const globalForJobQueue = globalThis as unknown as { bolsoJobQueue?: Promise<PgBoss> };

/**
 * The one pg-boss instance of this process: routes and webhooks send through it, and the job
 * workers (server/jobs/start-job-workers.ts) work on it. A server that works no jobs
 * (`RUN_SCHEDULER=0`) still sends, but neither supervises the queues nor fires the schedules.
 */
export function jobQueue(): Promise<PgBoss> {
  globalForJobQueue.bolsoJobQueue ??= (async () => {
    const boss = createJobQueue(getPool(), { supervise: schedulerEnabled, schedule: schedulesEnabled });
    boss.on("error", (error) => logger.error({ err: describeError(error) }, "fila de tarefas: erro"));
    await boss.start();
    return boss;
  })().catch((error: unknown) => {
    globalForJobQueue.bolsoJobQueue = undefined;
    throw error;
  });
  return globalForJobQueue.bolsoJobQueue;
}

/** What another instance creating the same queue at the same moment makes ours fail with. */
const CREATION_RACE_CODES = new Set(["23505", "40P01"]);

/**
 * Creates the queue unless it exists. Two instances starting at once race on pg-boss's tables
 * (a duplicate key or a deadlock for the loser): the loser checks again and finds the queue.
 */
export async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    if (await boss.getQueue(queue.name)) return;
    try {
      await boss.createQueue(queue.name, queue);
      return;
    } catch (error) {
      if (attempt >= 3 || !CREATION_RACE_CODES.has((error as { code?: string }).code ?? "")) throw error;
    }
  }
}

const ensured = new WeakMap<PgBoss, Map<string, Promise<void>>>();

/**
 * Sends one job through this process's instance, creating its queue (with its policy) the first
 * time. A `singletonKey` the queue's policy already holds absorbs the job: then null, not an id.
 */
export async function sendJob<Data extends object>(
  queue: PgBoss.Queue,
  data: Data,
  options: PgBoss.SendOptions = {},
): Promise<string | null> {
  const boss = await jobQueue();
  const queues = ensured.get(boss) ?? new Map<string, Promise<void>>();
  ensured.set(boss, queues);
  let ready = queues.get(queue.name);
  if (!ready) {
    ready = ensureQueue(boss, queue).catch((error: unknown) => {
      queues.delete(queue.name);
      throw error;
    });
    queues.set(queue.name, ready);
  }
  await ready;
  return boss.send(queue.name, data, options);
}
