import "server-only";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/server/db";
import { TIME_ZONE } from "@/lib/format/dates";
import { runDailyReminders } from "@/server/reminders/run-daily-reminders";
import { QUEUES } from "@/server/shared/job-queue";

/** 08:00 every day, São Paulo time. */
export const DAILY_REMINDERS_CRON = "0 8 * * *";

/**
 * The queue's rules: a run that could not mail everyone is retried with backoff. Retrying is
 * safe because each digest is claimed per user and day before it is sent.
 */
export const dailyRemindersQueue: PgBoss.Queue = {
  name: QUEUES.dailyReminders,
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 30 * 60,
};

/** Schedules the run; pg-boss creates one job per tick however many instances schedule it. */
export async function scheduleDailyReminders(boss: PgBoss): Promise<void> {
  await boss.schedule(QUEUES.dailyReminders, DAILY_REMINDERS_CRON, {}, { tz: TIME_ZONE });
}

/** Runs the day's reminders; throws when some mailbox failed, so the job is retried later. */
export function dailyRemindersHandler(db: Db, now: () => Date = () => new Date()) {
  return async () => {
    const totals = await runDailyReminders(db, now());
    if (totals.failed > 0) throw new Error(`${totals.failed} lembrete(s) não enviado(s)`);
    return totals;
  };
}
