/** Runs once per server process, before it answers any request. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { schedulerEnabled } = await import("@/lib/env");
    if (schedulerEnabled) {
      const { startDailyScheduler } = await import("@/lib/server/daily-scheduler");
      startDailyScheduler();
    }
  }
}
