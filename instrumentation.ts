/** Runs once per server process, before it answers any request. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { attachmentStorage, env, schedulerEnabled, schedulesEnabled, supportEmailDefaulted } = await import("@/lib/env");
    const { logger } = await import("@/lib/server/logger");
    // What the environment leaves unset, said once at start.
    if (supportEmailDefaulted) {
      logger.info(`SUPPORT_EMAIL não definida: o contato de suporte publicado é ${env.SUPPORT_EMAIL} (em produção ela é obrigatória).`);
    }
    if (attachmentStorage === "off") {
      // Receipts: a production server without S3 keeps none.
      logger.warn("Anexos desligados: defina S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY para guardar comprovantes.");
    }
    // Web Push's keys: development generates them once; production without them logs that pushes are off.
    const { vapidKeys } = await import("@/server/push/vapid-keys");
    await vapidKeys().catch(async (error: unknown) => {
      const { describeError } = await import("@/lib/server/logger");
      logger.error({ err: describeError(error) }, "chaves VAPID: não foi possível lê-las ou gerá-las");
    });
    if (schedulerEnabled) {
      // The job queue (pg-boss, on the app's database) runs the daily reminders and retries them.
      const { keepJobWorkersStarting } = await import("@/server/jobs/start-job-workers");
      keepJobWorkersStarting({ schedules: schedulesEnabled });
    }
  }
}
