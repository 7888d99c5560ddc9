/** Runs once per server process, before it answers any request. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // Rate limits need the real client address, which Next does not give route handlers.
    const { installPeerAddressStamp } = await import("@/lib/server/peer-address");
    installPeerAddressStamp();
    if (process.env.NODE_ENV === "production") {
      // Next serves its scripts with gzip only; the build has brotli copies of them.
      const { installPrecompressedStatic } = await import("@/lib/server/precompressed-static");
      installPrecompressedStatic();
    }
    const { env, schedulerEnabled, supportEmailDefaulted } = await import("@/lib/env");
    if (supportEmailDefaulted) {
      const { logger } = await import("@/lib/server/logger");
      logger.info(`SUPPORT_EMAIL não definida: o contato de suporte publicado é ${env.SUPPORT_EMAIL} (em produção ela é obrigatória).`);
    }
    if (schedulerEnabled) {
      // The job queue (pg-boss, on the app's database) runs the daily reminders and retries them.
      const { keepJobWorkersStarting } = await import("@/server/jobs/start-job-workers");
      keepJobWorkersStarting();
    }
  }
}
