import { env } from "@/lib/env";
import { addDays, startOfDayInSaoPaulo } from "@/lib/domain/due-alert";
import { todayInSaoPaulo } from "@/lib/format/dates";
import { schedulerToken } from "@/lib/server/cron-auth";
import { logger } from "@/lib/server/logger";

/** Reminders go out at 08:00 in São Paulo. */
export const DAILY_RUN_HOUR = 8;
const HOUR_MS = 3_600_000;

/** The next 08:00 in São Paulo strictly after `now`. */
export function nextDailyRun(now: Date = new Date()): Date {
  const today = todayInSaoPaulo(now);
  const todayRun = startOfDayInSaoPaulo(today).getTime() + DAILY_RUN_HOUR * HOUR_MS;
  if (todayRun > now.getTime()) return new Date(todayRun);
  return new Date(startOfDayInSaoPaulo(addDays(today, 1)).getTime() + DAILY_RUN_HOUR * HOUR_MS);
}

const globalForScheduler = globalThis as unknown as { bolsoSchedulerTimer?: NodeJS.Timeout };

/**
 * Calls POST /api/v1/cron/daily on this very server every day at 08:00 (São Paulo): the same
 * route an outside cron would call, so both ways run one code path. Started once per process.
 */
export function startDailyScheduler(): void {
  if (globalForScheduler.bolsoSchedulerTimer) return;
  const token = schedulerToken();
  const port = process.env.PORT ?? String(env.PORT);
  const schedule = () => {
    const delay = nextDailyRun().getTime() - Date.now();
    globalForScheduler.bolsoSchedulerTimer = setTimeout(() => {
      void fetch(`http://127.0.0.1:${port}/api/v1/cron/daily`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
      })
        .then((res) => {
          if (!res.ok) logger.warn({ status: res.status }, "lembretes diários: o servidor recusou a chamada agendada");
        })
        .catch((error: unknown) => logger.error({ err: error }, "lembretes diários: chamada agendada falhou"))
        .finally(schedule);
    }, delay);
    globalForScheduler.bolsoSchedulerTimer.unref();
  };
  schedule();
}
