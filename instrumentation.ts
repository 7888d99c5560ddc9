/** Runs once per server process, before it answers any request. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // Rate limits need the real client address, which Next does not give route handlers.
    const { installPeerAddressStamp } = await import("@/lib/server/peer-address");
    installPeerAddressStamp();
    const { schedulerEnabled } = await import("@/lib/env");
    if (schedulerEnabled) {
      const { startDailyScheduler } = await import("@/lib/server/daily-scheduler");
      startDailyScheduler();
    }
  }
}
