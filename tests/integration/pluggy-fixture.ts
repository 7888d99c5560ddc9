import { startFakePluggy, type FakePluggy } from "../fakes/pluggy-server";

export const PLUGGY_WEBHOOK_SECRET = "pluggy-webhook-secret-integration";

/**
 * Starts the Pluggy stand-in and turns bank connection on for this test file. Call it through
 * `await vi.hoisted(...)`, so lib/env and the SDK read the PLUGGY_* variables.
 */
export async function startPluggyFake(): Promise<FakePluggy> {
  const fake = await startFakePluggy();
  Object.assign(process.env, fake.env, { PLUGGY_WEBHOOK_SECRET });
  return fake;
}

/** Stops this process's job queues that a request started (enqueueing a sync starts one). */
export async function stopJobQueue(): Promise<void> {
  type Stoppable = Promise<{ stop(options: object): Promise<void> }>;
  const started = globalThis as { bolsoJobs?: Stoppable; bolsoJobSender?: Stoppable };
  for (const boss of [started.bolsoJobs, started.bolsoJobSender]) {
    if (boss) await (await boss).stop({ graceful: false, wait: true, timeout: 5_000 });
  }
}
