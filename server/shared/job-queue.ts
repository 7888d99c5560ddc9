import "server-only";
import PgBoss from "pg-boss";
import type { Pool } from "pg";
import { env } from "@/lib/env";

/** Every queue the app uses. A job names its queue; a queue has one handler. */
export const QUEUES = {
  dailyReminders: "daily-reminders",
  dailyPushes: "daily-pushes",
  importPreviewsPurge: "import-previews-purge",
  idempotencyPurge: "idempotency-purge",
  openFinanceSync: "open-finance-sync",
  attachmentFilesPurge: "attachment-files-purge",
  categoriesBackfill: "categories-backfill",
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
