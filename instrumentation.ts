/** Runs once per server process, before it answers any request. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { env, schedulerEnabled, schedulesEnabled, supportEmailDefaulted } = await import("@/lib/env");
    if (supportEmailDefaulted) {
      const { logger } = await import("@/lib/server/logger");
      logger.info(`SUPPORT_EMAIL não definida: o contato de suporte publicado é ${env.SUPPORT_EMAIL} (em produção ela é obrigatória).`);
    }
    // Web Push's keys: development generates them once; production without them logs that pushes are off.
    const { vapidKeys } = await import("@/server/push/vapid-keys");
    await vapidKeys().catch(async (error: unknown) => {
      const { describeError, logger } = await import("@/lib/server/logger");
      logger.error({ err: describeError(error) }, "chaves VAPID: não foi possível lê-las ou gerá-las");
    });
    if (schedulerEnabled) {
      // The job queue (pg-boss, on the app's database) runs the daily reminders and retries them.
      const { keepJobWorkersStarting } = await import("@/server/jobs/start-job-workers");
      keepJobWorkersStarting({ schedules: schedulesEnabled });
    }
  }
}
