import "server-only";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/server/db";
import { purgeIdempotencyKeys } from "@/server/idempotency/purge-idempotency-keys";
import { QUEUES } from "@/server/shared/job-queue";

/** Every hour, at minute 17 (away from the top of the hour other schedules favour). */
export const IDEMPOTENCY_PURGE_CRON = "17 * * * *";

/** A missed purge only keeps old keys a little longer: a few retries are enough. */
export const idempotencyPurgeQueue: PgBoss.Queue = {
  name: QUEUES.idempotencyPurge,
  retryLimit: 3,
  retryDelay: 60,
  expireInSeconds: 5 * 60,
};

export async function scheduleIdempotencyPurge(boss: PgBoss): Promise<void> {
  await boss.schedule(QUEUES.idempotencyPurge, IDEMPOTENCY_PURGE_CRON, {});
}

/** Deletes the keys past their 24 h; answers how many, which pg-boss keeps as the job's output. */
export function idempotencyPurgeHandler(db: Db, now: () => Date = () => new Date()) {
  return async () => ({ purged: await purgeIdempotencyKeys(db, now()) });
}
