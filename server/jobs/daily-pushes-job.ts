import "server-only";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/server/db";
import { TIME_ZONE } from "@/lib/format/dates";
import { runDailyPushes } from "@/server/push/run-daily-pushes";
import { QUEUES } from "@/server/shared/job-queue";
import { DAILY_REMINDERS_CRON } from "@/server/jobs/daily-reminders-job";

/**
 * The queue's rules: a run whose pushes some service refused is retried with backoff. Retrying is
 * safe because each push is claimed per person, subject and day before it is sent.
 */
export const dailyPushesQueue: PgBoss.Queue = {
  name: QUEUES.dailyPushes,
  retryLimit: 3,
  retryDelay: 5 * 60,
  retryBackoff: true,
  expireInSeconds: 30 * 60,
};

/** At the e-mail's hour: the device and the inbox say the same thing at the same time. */
export async function scheduleDailyPushes(boss: PgBoss): Promise<void> {
  await boss.schedule(QUEUES.dailyPushes, DAILY_REMINDERS_CRON, {}, { tz: TIME_ZONE });
}

/** Runs the day's pushes; throws when some were not delivered, so the job is retried later. */
export function dailyPushesHandler(db: Db, now: () => Date = () => new Date()) {
  return async () => {
    const totals = await runDailyPushes(db, now());
    if (totals.failed > 0) throw new Error(`${totals.failed} notificação(ões) não enviada(s)`);
    return totals;
  };
}
